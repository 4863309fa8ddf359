import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { chunkCatalogues, compileWithLingui, linguiChunkCatalogues, messageIdsIn, selectMessages } from './lingui-chunk-catalogues.ts';

const translations = {
  sourceLocale: 'en',
  locales: {
    en: { a: 'Save', b: 'Hello {name}', c: 'Cancel', d: 'Never shown' },
    de: { a: 'Speichern', b: 'Hallo {name}', c: 'Abbrechen', d: 'Nie gezeigt' },
    // No Arabic for `b` yet: it falls back to the English.
    ar: { a: 'حفظ', b: '', c: 'إلغاء', d: 'لا يظهر أبدًا' },
  },
};

/** What a compiled catalogue module exports, read without running it. */
function messagesOf(source: string): Record<string, unknown> {
  return JSON.parse(/^export const messages=(.*);$/m.exec(source)?.[1] ?? '{}') as Record<string, unknown>;
}

describe("each chunk's catalogues", () => {
  it('finds the message ids the macros compiled into a chunk, in any quotes, and only ids of the catalogue', () => {
    const code = 'x({id:`b`});y({id:"a",values:{}});z({ id: \'a\' });w({id:"not-a-message"});';
    expect(messageIdsIn(code, new Set(['a', 'b', 'c']))).toEqual(['a', 'b']);
  });

  it('gives a chunk with ids a and b exactly a and b in every language, the source text where a translation is missing', () => {
    expect(selectMessages(['a', 'b'], translations.locales.ar, translations.locales.en)).toEqual({ a: 'حفظ', b: 'Hello {name}' });
    const catalogues = chunkCatalogues(['a', 'b'], translations, compileWithLingui);
    expect(catalogues.files.map(({ locale }) => locale)).toEqual(['en', 'de', 'ar']);
    const byLocale = Object.fromEntries(catalogues.files.map(({ locale, source }) => [locale, messagesOf(source)]));
    expect(byLocale['en']).toEqual({ a: ['Save'], b: ['Hello ', ['name']] });
    expect(byLocale['de']).toEqual({ a: ['Speichern'], b: ['Hallo ', ['name']] });
    expect(byLocale['ar']).toEqual({ a: ['حفظ'], b: ['Hello ', ['name']] });
    // Named by their content: the same texts, the same files; other texts or translations, others.
    expect(chunkCatalogues(['b', 'a'], translations, compileWithLingui)).toEqual(catalogues);
    expect(chunkCatalogues(['a'], translations, compileWithLingui).hash).not.toBe(catalogues.hash);
    const retranslated = { ...translations, locales: { ...translations.locales, de: { ...translations.locales.de, a: 'Sichern' } } };
    expect(chunkCatalogues(['a', 'b'], retranslated, compileWithLingui).hash).not.toBe(catalogues.hash);
    expect(catalogues.files[1]?.fileName).toBe(`assets/messages-${catalogues.hash}-de.js`);
  });

  it('in a build, makes each chunk register the catalogues of its own texts and lists them for the server', async () => {
    const modules: Record<string, string> = {
      'entry.js': 'console.log({id:"a"}); import("./page.js").then((page) => console.log(page.texts));',
      'page.js': 'export const texts = [{id:"b"}, {id:"c"}];',
    };
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'virtual-modules',
          resolveId: (id) => (id.replace('./', '') in modules ? `\0${id.replace('./', '')}` : null),
          load: (id) => modules[id.replace('\0', '')] ?? null,
        },
        linguiChunkCatalogues(async () => translations),
      ],
      build: { write: false, minify: false, rolldownOptions: { input: 'entry.js' } },
    })) as Rolldown.RolldownOutput;
    const files = Object.fromEntries(output.output.map((file) => [file.fileName, file]));
    const catalogues = (files['.vite/catalogues.json'] as Rolldown.OutputAsset).source;
    const index = JSON.parse(String(catalogues)) as Record<string, Record<string, string>>;
    const chunks = output.output.filter((file) => file.type === 'chunk');
    const catalogueOf = (chunkName: 'entry' | 'page', locale: string) => {
      const chunk = chunks.find((file) => (chunkName === 'entry' ? file.isEntry : file.isDynamicEntry)) as Rolldown.OutputChunk;
      // The chunk registers the name of its catalogues, the server's list names the same files.
      const name = /messages-([\w-]+)-\w+\.js$/.exec(index[chunk.fileName]?.[locale] ?? '')?.[1];
      expect(chunk.code).toMatch(new RegExp(`^\\(globalThis\\.__linguiCatalogues \\?\\?= \\[\\]\\)\\.push\\("${name}"\\);`));
      const asset = files[index[chunk.fileName]?.[locale] ?? ''] as Rolldown.OutputAsset;
      return messagesOf(String(asset.source));
    };
    expect(catalogueOf('entry', 'de')).toEqual({ a: ['Speichern'] });
    expect(catalogueOf('page', 'de')).toEqual({ b: ['Hallo ', ['name']], c: ['Abbrechen'] });
    expect(catalogueOf('page', 'ar')).toEqual({ b: ['Hello ', ['name']], c: ['إلغاء'] });
  });
});
