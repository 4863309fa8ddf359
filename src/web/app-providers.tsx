import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ToastProvider } from './components/ui/toast.tsx';
import { AuthProvider } from '#web/features/accounts/index.ts';

/**
 * Everything a page needs around it: server data, the signed-in person, toasts and the router.
 * The browser and the component tests mount the same tree, so a page tested is a page shipped.
 */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
