/**
 * Build-time rendering of the public landing page to static HTML (docs/decisions/0001).
 * scripts/build-web.ts bundles this file with Vite's SSR build and calls `prerenderLandingPages`, once per shipped language.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { directionOf, intlLocaleOf, LOCALES, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';
import { messages as ar } from '#locales/ar/app.po';
import { messages as de } from '#locales/de/app.po';
import { messages as en } from '#locales/en/app.po';
import { messages as es } from '#locales/es/app.po';
import { messages as fr } from '#locales/fr/app.po';
import { AppLayout } from './components/layout/app-layout.tsx';
import { ToastProvider } from './components/ui/toast.tsx';
import { AuthProvider, sessionQueryKey, signedOutSession } from '#web/features/accounts/index.ts';
import { LandingPage } from '#web/features/marketing/index.ts';
import { paths } from './paths.ts';
import { AppRoutes } from './app-routes.tsx';

/** The landing page is pre-rendered once in every shipped language, from the app's catalogue. */
const catalogues: Record<Locale, Messages> = { en, de, fr, es, ar };

function translatorFor(locale: Locale): I18n {
  return setupI18n({ locale, locales: [intlLocaleOf(locale)], messages: { [locale]: catalogues[locale] } });
}

const landingPageDescriptionMessage = msg`CultureLens runs anonymous workplace-culture assessments. People answer short statements; leaders see where to act, only where at least six people answered.`;

/** The page's description for search results, in the source language. */
export const landingPageDescription = translatorFor(SOURCE_LOCALE)._(landingPageDescriptionMessage);

const routes = [{ element: <AppLayout />, children: [{ path: paths.home, element: <LandingPage /> }] }];

/** The app layout around the landing page, as a signed-out visitor sees it (signed-in ones are sent on by the arrival script). */
export function renderLandingMarkup(locale: Locale = SOURCE_LOCALE): string {
  // Without a known session the header would render its "checking" placeholder instead of the links.
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, signedOutSession);

  // The shared instance, as in the browser: helpers outside components (the company's facts, dates) read it too.
  i18n.loadAndActivate({ locale, locales: [intlLocaleOf(locale)], messages: catalogues[locale] });

  return renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <ToastProvider>
              {/* No hydration data: the page is not hydrated, and the Content-Security-Policy would refuse an inline script. */}
              <StaticRouter location={paths.home}>
                <AppRoutes routes={routes} />
              </StaticRouter>
            </ToastProvider>
          </AuthProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The page template has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * A complete document from the client build's index.html: the markup inside #root, the
 * page's language and writing direction, title and description, its stylesheet kept, and the
 * SPA's scripts and module preloads replaced by the one small script at `scriptSrc`.
 */
export function composeLandingDocument(template: string, markup: string, scriptSrc: string, locale: Locale = SOURCE_LOCALE): string {
  // React 19 writes a <title> rendered inside a component ahead of the markup; it belongs in <head>.
  const titleMatch = /<title>[\s\S]*?<\/title>/.exec(markup);
  if (!titleMatch) throw new Error('The landing page rendered no <title>');
  const body = markup.replace(titleMatch[0], '');

  let html = template.replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/\s*<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  html = replaceOnce(html, /<html\b[^>]*>/, `<html lang="${intlLocaleOf(locale)}" dir="${directionOf(locale)}">`, '<html>');
  html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, titleMatch[0], '<title>');
  const description = translatorFor(locale)._(landingPageDescriptionMessage);
  html = replaceOnce(
    html,
    /<meta\s+name="description"[^>]*>/,
    `<meta name="description" content="${escapeAttribute(description)}" />`,
    'description <meta>',
  );
  html = replaceOnce(
    html,
    /<\/head>/,
    `  <script type="module" crossorigin src="${escapeAttribute(scriptSrc)}"></script>\n  </head>`,
    '</head>',
  );
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`, 'empty <div id="root">');
  return html;
}

/** The landing page in every shipped language, each a complete document. */
export function prerenderLandingPages(template: string, scriptSrc: string): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, composeLandingDocument(template, renderLandingMarkup(locale), scriptSrc, locale)]),
  ) as Record<Locale, string>;
}
