import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { directionOf, intlLocaleOf, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';

/**
 * The respondent's first question on a slow phone (README, Performance; docs/decisions/0048).
 * The app shell learns which page it shows only once its scripts have run, then asks for the
 * page's chunks, and the page asks for its data only once those have run: three trips one after
 * the other. For the pages listed here the server, which knows the address, names them in the
 * shell it sends: the page's chunks and its texts in the shell's language (the catalogues of those
 * chunks and of the app's entry, decision 0053) as module preloads, and the API reads the page
 * starts with as fetch preloads, so all of it downloads beside React itself. Every other page's
 * shell preloads the entry's texts in its language. Link elements only: the strict
 * Content-Security-Policy (no inline script) is unchanged.
 */
const preloadedPages: { path: RegExp; page: string; reads: (match: RegExpExecArray) => string[] }[] = [
  {
    // /assessment/:id, the launch e-mail's link: who is signed in (the consent gate asks) and the questionnaire.
    path: /^\/assessment\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
    page: 'features/assessments/assessment-page.tsx',
    reads: (match) => ['/api/session', `/api/assessments/${match[1] ?? ''}/questionnaire`],
  },
];

/** One entry of Vite's build manifest (`build.manifest`): a source module's output file and the chunks it imports. */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** Each chunk's catalogues by language, as scripts/lingui-chunk-catalogues.ts writes them. */
type Catalogues = Record<string, Partial<Record<Locale, string>>>;

const MANIFEST = join('.vite', 'manifest.json');
const CATALOGUES = join('.vite', 'catalogues.json');

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

/** The output files a chunk needs before it runs: itself and everything it imports statically, transitively. */
function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/** The shell's `<html>` element in a language: its `lang` for the browser and screen readers, its writing direction. */
function withLanguage(shell: string, locale: Locale): string {
  return shell.replace(/<html\b[^>]*>/, `<html lang="${intlLocaleOf(locale)}" dir="${directionOf(locale)}">`);
}

const moduleLink = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * The app shell for `pathname` in `locale`, with the preloads of its page; null when the shell as
 * built is that already (the source language, a page without preloads). Without a manifest (a
 * build from before it) the shell only takes the language.
 */
export function loadPagePreloads(webRoot: string): (pathname: string, locale?: Locale) => string | null {
  const shell = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const manifest = readJson<Manifest>(join(webRoot, MANIFEST));
  const catalogues = readJson<Catalogues>(join(webRoot, CATALOGUES)) ?? {};
  // What the shell already loads: the entry and its imports.
  const inShell = new Set<string>();
  for (const key of Object.keys(manifest ?? {})) if (manifest?.[key]?.isEntry) chunkFiles(manifest, key, inShell);
  // The texts of a set of chunks in a language: their catalogues.
  const textLinks = (files: Iterable<string>, locale: Locale) =>
    [...files].flatMap((file) => catalogues[file]?.[locale] ?? []).map(moduleLink);

  const pages = manifest
    ? preloadedPages.map(({ path, page, reads }) => {
        const pageFiles = chunkFiles(manifest, page);
        const modules = [...pageFiles].filter((file) => !inShell.has(file));
        return { path, reads, moduleLinks: modules.map(moduleLink), chunks: new Set([...inShell, ...pageFiles]) };
      })
    : [];
  const withLinks = (locale: Locale, links: string[]) =>
    withLanguage(shell, locale).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);

  return (pathname, locale = SOURCE_LOCALE) => {
    for (const { path, reads, moduleLinks, chunks } of pages) {
      const match = path.exec(pathname);
      if (!match) continue;
      // Same origin, credentials as the app's fetch sends them ('same-origin'): the page's requests take these answers.
      const readLinks = reads(match).map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`);
      return withLinks(locale, [...readLinks, ...moduleLinks, ...textLinks(chunks, locale)]);
    }
    const entryTexts = textLinks(inShell, locale);
    if (entryTexts.length > 0) return withLinks(locale, entryTexts);
    return locale === SOURCE_LOCALE ? null : withLanguage(shell, locale);
  };
}
