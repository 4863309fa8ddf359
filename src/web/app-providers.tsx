import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ToastProvider } from './components/ui/toast.tsx';
import { AuthProvider } from '#web/features/accounts/index.ts';
import { isLocalOnlyPath } from './paths.ts';

/**
 * Everything a page needs around it: server data, the signed-in person, toasts and the router.
 * The browser and the component tests mount the same tree, so a page tested is a page shipped.
 */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> }) {
  // The local workspace's pages never ask the server who is signed in: offline or signed out they show nothing amiss.
  const localOnly = useSyncExternalStore(router.subscribe, () => isLocalOnlyPath(router.state.location.pathname));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider checkSession={!localOnly}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
