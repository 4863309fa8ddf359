import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPagePreloads } from './page-preloads.ts';

const shell = `<!doctype html>
<html lang="en-GB">
  <head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b2.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

// What Vite writes for an entry that imports the framework, and a page that shares it and has chunks of its own.
const manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_framework-b2.js'] },
  '_framework-b2.js': { file: 'assets/framework-b2.js' },
  'features/assessments/assessment-page.tsx': {
    file: 'assets/assessment-page-c3.js',
    isDynamicEntry: true,
    imports: ['_framework-b2.js', 'index.html', '_questionnaire-d4.js'],
  },
  '_questionnaire-d4.js': { file: 'assets/questionnaire-d4.js', imports: ['_radio-group-e5.js', 'index.html'] },
  '_radio-group-e5.js': { file: 'assets/radio-group-e5.js' },
  'features/results/results-page.tsx': { file: 'assets/results-page-f6.js', isDynamicEntry: true, imports: ['index.html'] },
};

// What scripts/lingui-chunk-catalogues.ts writes: each chunk with texts, its catalogue in each language.
const catalogues = {
  'assets/index-a1.js': { en: 'assets/messages-en-i1.js', ar: 'assets/messages-ar-i1.js' },
  'assets/assessment-page-c3.js': { en: 'assets/messages-en-c3.js', ar: 'assets/messages-ar-c3.js' },
  'assets/questionnaire-d4.js': { en: 'assets/messages-en-d4.js', ar: 'assets/messages-ar-d4.js' },
  'assets/results-page-f6.js': { en: 'assets/messages-en-f6.js', ar: 'assets/messages-ar-f6.js' },
};

const assessmentId = '3c68ca3b-a228-445d-a2a2-a4aa64949c42';

describe('the app shell with the preloads of its page', () => {
  let withBuild: ReturnType<typeof loadPagePreloads>;
  let withoutManifest: ReturnType<typeof loadPagePreloads>;
  let withoutCatalogues: ReturnType<typeof loadPagePreloads>;

  beforeAll(async () => {
    const webRoot = await mkdtemp(join(tmpdir(), 'culturelens-preloads-'));
    await mkdir(join(webRoot, '.vite'));
    await writeFile(join(webRoot, 'index.html'), shell);
    await writeFile(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
    await writeFile(join(webRoot, '.vite', 'catalogues.json'), JSON.stringify(catalogues));
    withBuild = loadPagePreloads(webRoot);
    const untranslatedBuild = await mkdtemp(join(tmpdir(), 'culturelens-preloads-'));
    await mkdir(join(untranslatedBuild, '.vite'));
    await writeFile(join(untranslatedBuild, 'index.html'), shell);
    await writeFile(join(untranslatedBuild, '.vite', 'manifest.json'), JSON.stringify(manifest));
    withoutCatalogues = loadPagePreloads(untranslatedBuild);
    const olderBuild = await mkdtemp(join(tmpdir(), 'culturelens-preloads-'));
    await writeFile(join(olderBuild, 'index.html'), shell);
    withoutManifest = loadPagePreloads(olderBuild);
  });

  it("names the respondent page's chunks, and its first API reads, in the shell for /assessment/:id", () => {
    const html = withBuild(`/assessment/${assessmentId}`) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/session">');
    expect(head).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/assessments/${assessmentId}/questionnaire">`);
    for (const file of ['assessment-page-c3.js', 'questionnaire-d4.js', 'radio-group-e5.js']) {
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    // What the shell loads already is not named twice.
    expect(html.match(/framework-b2\.js/g)).toHaveLength(1);
    expect(html.match(/index-a1\.js/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it("names the catalogues of the page's chunks and of the entry in the shell's language, and sends the shell in that language and direction", () => {
    const arabic = withBuild(`/assessment/${assessmentId}`, 'ar') ?? '';
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    for (const file of ['messages-ar-i1.js', 'messages-ar-c3.js', 'messages-ar-d4.js']) {
      expect(arabic).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(arabic).not.toContain('messages-en-');
    expect(arabic).not.toContain('messages-ar-f6.js');
    const english = withBuild(`/assessment/${assessmentId}`) ?? '';
    expect(english).toContain('<html lang="en-GB" dir="ltr">');
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/messages-en-c3.js">');
  });

  it("sends any other page in the language of the request, with the entry's texts in it", () => {
    const german = withoutCatalogues('/results-dashboard', 'de');
    expect(german).toContain('<html lang="de-DE" dir="ltr">');
    expect(withoutCatalogues('/results-dashboard', 'ar')).toContain('<html lang="ar" dir="rtl">');
    const arabic = withBuild('/results-dashboard', 'ar') ?? '';
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<link rel="modulepreload" crossorigin href="/assets/messages-ar-i1.js">');
    expect(arabic).not.toContain('messages-ar-c3.js');
    expect(arabic).not.toContain('messages-ar-f6.js');
    expect(withBuild('/results-dashboard') ?? '').toContain('href="/assets/messages-en-i1.js"');
  });

  it('leaves other pages, and an address that is no assessment id, to the shell as built in a build without catalogues', () => {
    expect(withoutCatalogues('/results-dashboard')).toBeNull();
    expect(withoutCatalogues('/assessment/not-an-id"><script>')).toBeNull();
    expect(withoutCatalogues(`/assessment/${assessmentId}/extra`)).toBeNull();
    expect(withBuild(`/assessment/${assessmentId}/extra`) ?? '').not.toContain('messages-en-c3.js');
  });

  it('sends the shell as built when the build wrote no manifest, in the language of the request', () => {
    expect(withoutManifest(`/assessment/${assessmentId}`)).toBeNull();
    expect(withoutManifest(`/assessment/${assessmentId}`, 'fr')).toContain('<html lang="fr-FR" dir="ltr">');
  });
});
