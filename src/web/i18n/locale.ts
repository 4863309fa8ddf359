import { i18n } from '@lingui/core';
import { directionOf, firstShippedLocale, intlLocaleOf, isLocale, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';
import { catalogueLoaders } from './catalogues.ts';
import { loadCataloguesIn, loadLateCatalogues } from './chunk-catalogues.ts';

/**
 * The language the web app speaks (decision 0053). A language is shown only once every
 * catalogue the pages on screen need is loaded in it, so no text is ever shown as a bare id.
 * The production build loads the catalogues of the scripts that ran (chunk-catalogues.ts);
 * `npm run dev:web` and the tests load the whole `app` catalogue (catalogues.ts).
 */

/** Set when a person chooses a language, read at the next start before anything is shown. */
export const LOCALE_COOKIE = 'culturelens_locale';

const loads = new Map<Locale, Promise<void>>();
const loaded = new Set<Locale>();

function loadCatalogue(locale: Locale): Promise<void> {
  let load = loads.get(locale);
  if (!load) {
    load = catalogueLoaders[locale]().then(({ messages }) => {
      i18n.load(locale, messages);
      loaded.add(locale);
    });
    // A failed fetch (the network dropped) is tried again by the next page that needs it.
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}

/** The language shown now; the source language until one is activated. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

/** Loads the current language's catalogue, or null when it is already there. */
function needCatalogue(): Promise<void> | null {
  const locale = currentLocale();
  return loaded.has(locale) ? null : loadCatalogue(locale);
}

/** In production, a language being activated: the texts of pages loading meanwhile load in it too. */
let activating: Locale | undefined;
const textLocales = () => new Set([currentLocale(), ...(activating ? [activating] : [])]);

/**
 * A page's chunk with its texts in the current language: in production the catalogues of the
 * scripts the chunk ran, else the whole catalogue, loaded beside the chunk. Resolves to what
 * `load` gave once both are here.
 */
export async function withTexts<T>(load: () => Promise<T>): Promise<T> {
  if (import.meta.env.PROD) {
    const loaded = await load();
    await loadCataloguesIn(textLocales());
    return loaded;
  }
  const [loaded] = await Promise.all([load(), needCatalogue()]);
  return loaded;
}

/** Loads what the pages need in `locale`, then shows it: texts, `lang` and the writing direction. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (import.meta.env.PROD) {
    activating = locale;
    loadLateCatalogues(textLocales);
    try {
      await loadCataloguesIn([locale]);
    } finally {
      if (activating === locale) activating = undefined;
    }
  } else {
    await loadCatalogue(locale);
  }
  i18n.activate(locale, [intlLocaleOf(locale)]);
  document.documentElement.lang = intlLocaleOf(locale);
  document.documentElement.dir = directionOf(locale);
}

function cookieLocale(): Locale | undefined {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : undefined;
}

/** The language to start in: the one the person chose on this device, else their browser's first shipped one. */
export function startingLocale(): Locale | undefined {
  return cookieLocale() ?? firstShippedLocale(navigator.languages);
}

/** Keeps a person's choice for the next start on this device, before the server has said who they are. */
export function rememberLocale(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`;
}
