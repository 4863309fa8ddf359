import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { routes } from './router.tsx';
import { AppProviders } from './app-providers.tsx';
import { activateLocale, startingLocale } from './i18n/locale.ts';
import { SOURCE_LOCALE } from '#domain/locales.ts';
import { createPageHistory } from './page-history.ts';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

// Nothing is shown before its language is: the catalogue loads beside the first page's chunk.
await activateLocale(startingLocale() ?? SOURCE_LOCALE);

createRoot(rootElement).render(
  <StrictMode>
    <HistoryRouter history={createPageHistory(routes)}>
      <AppProviders queryClient={queryClient} routes={routes} />
    </HistoryRouter>
  </StrictMode>,
);
