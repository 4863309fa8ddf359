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
  '../locales/en/respondent.po': { file: 'assets/respondent-en1.js', isDynamicEntry: true },
  '../locales/ar/respondent.po': { file: 'assets/respondent-ar1.js', isDynamicEntry: true },
  '../locales/ar/app.po': { file: 'assets/app-ar1.js', isDynamicEntry: true },
};

const assessmentId = '3c68ca3b-a228-445d-a2a2-a4aa64949c42';

describe('the app shell with the preloads of its page', () => {
  let withBuild: ReturnType<typeof loadPagePreloads>;
  let withoutManifest: ReturnType<typeof loadPagePreloads>;

  beforeAll(async () => {
    const webRoot = await mkdtemp(join(tmpdir(), 'culturelens-preloads-'));
    await mkdir(join(webRoot, '.vite'));
    await writeFile(join(webRoot, 'index.html'), shell);
    await writeFile(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
    withBuild = loadPagePreloads(webRoot);
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

  it("names the respondent catalogue of the shell's language, and sends the shell in that language and direction", () => {
    const arabic = withBuild(`/assessment/${assessmentId}`, 'ar') ?? '';
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<link rel="modulepreload" crossorigin href="/assets/respondent-ar1.js">');
    expect(arabic).not.toContain('respondent-en1.js');
    expect(arabic).not.toContain('app-ar1.js');
    const english = withBuild(`/assessment/${assessmentId}`) ?? '';
    expect(english).toContain('<html lang="en-GB" dir="ltr">');
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/respondent-en1.js">');
  });

  it('sends any other page in the language of the request, and in the source language as built', () => {
    expect(withBuild('/results-dashboard', 'de')).toContain('<html lang="de-DE" dir="ltr">');
    expect(withBuild('/results-dashboard', 'ar')).toContain('<html lang="ar" dir="rtl">');
    expect(withBuild('/results-dashboard', 'en')).toBeNull();
  });

  it('leaves other pages, and an address that is no assessment id, to the shell as built', () => {
    expect(withBuild('/results-dashboard')).toBeNull();
    expect(withBuild('/assessment/not-an-id"><script>')).toBeNull();
    expect(withBuild(`/assessment/${assessmentId}/extra`)).toBeNull();
  });

  it('sends the shell as built when the build wrote no manifest, in the language of the request', () => {
    expect(withoutManifest(`/assessment/${assessmentId}`)).toBeNull();
    expect(withoutManifest(`/assessment/${assessmentId}`, 'fr')).toContain('<html lang="fr-FR" dir="ltr">');
  });
});
