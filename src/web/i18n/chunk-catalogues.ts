import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '#domain/locales.ts';

/**
 * The production build's translations (decision 0053): each script with texts carries the name of
 * its catalogues, one per language holding its own texts alone, and registers it when it runs
 * (scripts/lingui-chunk-catalogues.ts). A page's texts are the catalogues of the scripts it
 * ran, loaded here in the shown language. `npm run dev:web` and the tests load whole catalogues
 * instead (catalogues.ts).
 */

declare global {
  /** The names of the catalogues of the scripts that ran: `messages-<name>-<locale>.js` beside them in assets/. */
  var __linguiCatalogues: string[] | undefined;
}

const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function load(locale: Locale, file: string): Promise<void> {
  let pending = loads.get(file);
  if (!pending) {
    // The file lies beside the script running this one, the app's entry, in assets/.
    pending = (import(/* @vite-ignore */ `./${file}`) as Promise<{ messages: Messages }>).then(({ messages }) => {
      i18n.load(locale, messages);
      loaded.add(file);
    });
    // A failed fetch (the network dropped) is tried again by the next page that needs it.
    pending.catch(() => loads.delete(file));
    loads.set(file, pending);
  }
  return pending;
}

/** Loads the `locale` catalogues of every script run so far; null when all of them are here already. */
function loadChunkCatalogues(locale: Locale): Promise<void> | null {
  const pending: Promise<void>[] = [];
  for (const name of (globalThis.__linguiCatalogues ??= [])) {
    const file = `messages-${name}-${locale}.js`;
    if (!loaded.has(file)) pending.push(load(locale, file));
  }
  return pending.length > 0 ? Promise.all(pending).then(() => undefined) : null;
}

/**
 * Loads the catalogues of every script run so far in each of `locales`, again until no script
 * registered meanwhile (a page's chunk that arrived while a language was loading).
 */
export async function loadCataloguesIn(locales: Iterable<Locale>): Promise<void> {
  for (;;) {
    const pending = [...locales].map(loadChunkCatalogues).filter((load) => load !== null);
    if (pending.length === 0) return;
    await Promise.all(pending);
  }
}

/**
 * Scripts a page loads by itself (a chart, a section of a page) register after the page has
 * shown: their texts load at once in `locales()` (the language shown, and one about to be), and
 * the page shows them once they are here (`i18n.load` tells the I18nProvider).
 */
export function loadLateCatalogues(locales: () => Iterable<Locale>): void {
  const registry = (globalThis.__linguiCatalogues ??= []);
  registry.push = (...names: string[]) => {
    const length = Array.prototype.push.apply(registry, names);
    void loadCataloguesIn(locales()).catch(() => undefined);
    return length;
  };
}
