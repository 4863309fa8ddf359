import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLocation, type RouteObject } from 'react-router';
import { ToastProvider } from './components/ui/toast.tsx';
import { AuthProvider } from '#web/features/accounts/index.ts';
import { AppRoutes } from './app-routes.tsx';
import { isLocalOnlyPath } from './paths.ts';
import { RefetchInLanguage } from './i18n/refetch-in-language.tsx';

/**
 * Everything a page needs around it, inside a router (the browser's, or a test's in memory):
 * the language, server data, the signed-in person, toasts and the pages. The browser and the component tests
 * mount the same tree, so a page tested is a page shipped.
 */
export function AppProviders({ queryClient, routes }: { queryClient: QueryClient; routes: RouteObject[] }) {
  // The local workspace's pages never ask the server who is signed in: offline or signed out they show nothing amiss.
  const localOnly = isLocalOnlyPath(useLocation().pathname);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RefetchInLanguage />
        <AuthProvider checkSession={!localOnly}>
          <ToastProvider>
            <AppRoutes routes={routes} />
          </ToastProvider>
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
