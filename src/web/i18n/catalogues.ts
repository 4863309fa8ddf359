import type { Messages } from '@lingui/core';
import type { Locale } from '#domain/locales.ts';

type Load = () => Promise<{ messages: Messages }>;

/**
 * Each language's whole `app` catalogue, its own chunk, fetched the first time the language is
 * shown: what `npm run dev:web` and the tests load (lingui.config.ts). The production build loads
 * the catalogues of the scripts that ran instead (chunk-catalogues.ts).
 */
export const catalogueLoaders: Record<Locale, Load> = {
  en: () => import('#locales/en/app.po'),
  de: () => import('#locales/de/app.po'),
  fr: () => import('#locales/fr/app.po'),
  es: () => import('#locales/es/app.po'),
  ar: () => import('#locales/ar/app.po'),
};
