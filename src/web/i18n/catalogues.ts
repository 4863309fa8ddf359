import type { Messages } from '@lingui/core';
import type { Locale } from '#domain/locales.ts';

/**
 * Which catalogue a page needs: `respondent` holds what answering an assessment shows and is all
 * the respondent's page loads; `app` holds every text of the web app (lingui.config.ts).
 */
export type CatalogueName = 'respondent' | 'app';

type Load = () => Promise<{ messages: Messages }>;

/** Each language's catalogues, each its own chunk, fetched the first time a page needs it. */
export const catalogueLoaders: Record<Locale, Record<CatalogueName, Load>> = {
  en: { respondent: () => import('#locales/en/respondent.po'), app: () => import('../../locales/en/app.po') },
  de: { respondent: () => import('#locales/de/respondent.po'), app: () => import('../../locales/de/app.po') },
  fr: { respondent: () => import('#locales/fr/respondent.po'), app: () => import('../../locales/fr/app.po') },
  es: { respondent: () => import('#locales/es/respondent.po'), app: () => import('../../locales/es/app.po') },
  ar: { respondent: () => import('#locales/ar/respondent.po'), app: () => import('../../locales/ar/app.po') },
};
