/**
 * Each script of the production build brings the translations of its own texts (decision 0053).
 * Lingui's macros compile every text to its message id (`{id:"8F1i42"}`); after the bundler has
 * cut the app into chunks, this plugin finds the ids each chunk's code holds and writes, for each
 * chunk with texts and each language, a small catalogue module of those messages alone
 * (`assets/messages-<hash>-de.js`, the hash taken over all its languages' files). The chunk itself
 * starts by registering that hash (`globalThis.__linguiCatalogues`), and src/web/i18n/chunk-catalogues.ts
 * loads the catalogues in the shown language: a page loads the texts of the scripts it runs,
 * however many texts the app has. The hash is part of the chunk's code, so the chunk's own content
 * hash changes with its translations, and a cached script never names a catalogue another deploy
 * no longer has.
 * `.vite/catalogues.json` lists each chunk's catalogues, for the server's preloads
 * (src/server/http/page-preloads.ts).
 */
import { createHash } from 'node:crypto';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/** A language's messages by id, as the `.po` catalogues hold them (uncompiled, fallbacks applied or not). */
export type Translations = Record<string, string>;
/** Compiles a language's messages into the source of an ES module exporting `messages`. */
export type CompileCatalogue = (locale: string, messages: Translations) => string;
/** The messages of every language, the source language's among them. */
export type LoadTranslations = () => Promise<{ sourceLocale: string; locales: Record<string, Translations> }>;

/** The registry chunks push their catalogues' file names to, by language. */
export const REGISTRY = '__linguiCatalogues';

/** A message id as the macros compile it, in any quote the minifier chose. */
const MESSAGE_ID = /\bid:\s*(["'`])([\w-]+)\1/g;

/** The ids of the catalogue's messages that `code` shows, sorted (code can hold other `id:` values). */
export function messageIdsIn(code: string, known: ReadonlySet<string>): string[] {
  const ids = new Set<string>();
  for (const [, , id] of code.matchAll(MESSAGE_ID)) if (id && known.has(id)) ids.add(id);
  return [...ids].sort();
}

/** The messages `ids` in a language; a text not translated yet falls back to the source language's. */
export function selectMessages(ids: readonly string[], translations: Translations, source: Translations): Translations {
  const selected: Translations = {};
  for (const id of ids) {
    const message = translations[id] || source[id];
    if (message !== undefined) selected[id] = message;
  }
  return selected;
}

const contentHash = (source: string) => createHash('sha256').update(source).digest('base64url').slice(0, 10);
const ASSETS = 'assets/';
/** A catalogue's file name in assets/: as src/web/i18n/chunk-catalogues.ts makes it. */
export const catalogueFile = (hash: string, locale: string) => `messages-${hash}-${locale}.js`;

/**
 * For one chunk's ids: each language's catalogue module. One hash of all of them names them all
 * (`messages-<hash>-de.js`), so a chunk registers a single short name, and a change to any of its
 * translations changes that name, hence the chunk's code and its own content hash.
 */
export function chunkCatalogues(
  ids: readonly string[],
  translations: { sourceLocale: string; locales: Record<string, Translations> },
  compile: CompileCatalogue,
): { hash: string; files: { locale: string; fileName: string; source: string }[] } {
  const source = translations.locales[translations.sourceLocale] ?? {};
  const compiled = Object.entries(translations.locales).map(([locale, messages]) => ({
    locale,
    source: compile(locale, selectMessages(ids, messages, source)),
  }));
  const hash = contentHash(JSON.stringify(compiled));
  return { hash, files: compiled.map((file) => ({ ...file, fileName: `${ASSETS}${catalogueFile(hash, file.locale)}` })) };
}

/** The statement a chunk starts with: the name of its catalogues, beside it in assets/. */
export function registration(hash: string): string {
  return `(globalThis.${REGISTRY}??=[]).push(${JSON.stringify(hash)});`;
}

/** Every language's messages of the lingui.config.ts catalogue whose path ends in `/name`, untranslated ones resolved to the source text. */
export function linguiTranslations(name: string): LoadTranslations {
  return async () => {
    const config = getConfig();
    const catalogue = (await getCatalogs(config)).find((candidate) => candidate.path.endsWith(`/${name}`));
    if (!catalogue) throw new Error(`lingui.config.ts has no catalogue "${name}"`);
    const options = { sourceLocale: config.sourceLocale, fallbackLocales: config.fallbackLocales, missingBehavior: 'resolved' } as const;
    const locales: Record<string, Translations> = {};
    for (const locale of config.locales) locales[locale] = (await catalogue.getTranslations(locale, options)).messages;
    return { sourceLocale: config.sourceLocale, locales };
  };
}

/**
 * Lingui's compiler, as @lingui/vite-plugin compiles a whole `.po` catalogue (which warns of a
 * message it cannot compile, as here). Its module is `export const messages=JSON.parse("…")`; a
 * catalogue this small is smaller as an object literal, without the escaped quotes.
 */
export function compileWithLingui(locale: string, messages: Translations): string {
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
  if (errors.length > 0) console.warn(`${locale}: messages that do not compile: ${errors.map((error) => error.id).join(', ')}`);
  const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!json) return source;
  return `export const messages=${JSON.stringify(JSON.parse(JSON.parse(json) as string))};\n`;
}

export function linguiChunkCatalogues(loadTranslations: LoadTranslations, compile: CompileCatalogue = compileWithLingui): Plugin {
  let translations: Awaited<ReturnType<LoadTranslations>> | undefined;
  let known = new Set<string>();
  let emitted = new Set<string>();
  // Each chunk's catalogues by language, by the chunk's modules (its file name is final only once the bundle is).
  let byChunk = new Map<string, Record<string, string>>();
  const chunkKey = (chunk: { moduleIds: readonly string[] }) => chunk.moduleIds.join('\n');
  return {
    name: 'culturelens-lingui-chunk-catalogues',
    apply: 'build',
    // The browser's build only: the prerendering pass loads the source catalogue itself.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async buildStart() {
      translations = await loadTranslations();
      known = new Set(Object.values(translations.locales).flatMap((messages) => Object.keys(messages)));
      emitted = new Set();
      byChunk = new Map();
    },
    renderChunk(code, chunk) {
      if (!translations) return null;
      const ids = messageIdsIn(code, known);
      if (ids.length === 0) return null;
      const { hash, files } = chunkCatalogues(ids, translations, compile);
      for (const { fileName, source } of files) {
        // Chunks with the same texts share a file.
        if (!emitted.has(fileName)) this.emitFile({ type: 'asset', fileName, source });
        emitted.add(fileName);
      }
      byChunk.set(chunkKey(chunk), Object.fromEntries(files.map(({ locale, fileName }) => [locale, fileName])));
      return { code: `${registration(hash)}\n${code}`, map: null };
    },
    generateBundle(_options, bundle) {
      const index: Record<string, Record<string, string>> = {};
      for (const chunk of Object.values(bundle)) {
        const files = chunk.type === 'chunk' ? byChunk.get(chunkKey(chunk)) : undefined;
        if (files) index[chunk.fileName] = files;
      }
      if (Object.keys(index).length > 0) {
        this.emitFile({ type: 'asset', fileName: '.vite/catalogues.json', source: JSON.stringify(index, null, 2) });
      }
    },
  };
}
