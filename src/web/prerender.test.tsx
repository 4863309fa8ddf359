import { describe, expect, it } from 'vitest';
import { composeLandingDocument, landingPageDescription, prerenderLandingPages, renderLandingMarkup } from './prerender.tsx';

// The shape of the client build's dist/web/index.html.
const template = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="CultureLens: anonymous workplace-culture assessments for organisations." />
    <title>CultureLens</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the pre-rendered landing page', () => {
  it('renders the landing page inside the app layout with the signed-out header', () => {
    const markup = renderLandingMarkup();
    expect(markup).toContain('Understand your culture. Protect every voice.');
    expect(markup).toContain('<nav aria-label="Main">');
    expect(markup).toMatch(/<a [^>]*href="\/login"[^>]*>Sign In<\/a>/);
    expect(markup).toMatch(/<a [^>]*href="\/alpha\/join"[^>]*>Join Alpha Programme<\/a>/);
    expect(markup).not.toContain('aria-busy="true"');
    expect(markup).not.toContain('<script');
  });

  it('swaps the app’s scripts for the arrival script and keeps the stylesheet', () => {
    const html = composeLandingDocument(template, renderLandingMarkup(), '/assets/arrival-xyz.js');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/arrival-xyz.js">']);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>CultureLens — anonymous workplace-culture assessments</title>');
    expect(html).toContain(`<meta name="description" content="${landingPageDescription}" />`);
    expect(html).toMatch(/<div id="root">(<!--\$-->)?<div class="flex min-h-screen/);
  });

  it('is written in every shipped language, each with its own lang and writing direction', () => {
    const pages = prerenderLandingPages(template, '/assets/arrival-xyz.js');
    expect(Object.keys(pages)).toEqual(['en', 'de', 'fr', 'es', 'ar']);
    expect(pages.en).toContain('<html lang="en-GB" dir="ltr">');
    expect(pages.de).toContain('<html lang="de-DE" dir="ltr">');
    expect(pages.fr).toContain('<html lang="fr-FR" dir="ltr">');
    expect(pages.ar).toContain('<html lang="ar" dir="rtl">');
    for (const html of Object.values(pages)) expect(html.match(/<html\b/g)).toHaveLength(1);
  });

  it('offers every language by its own name, as a link the server answers without a script', () => {
    const markup = renderLandingMarkup('de');
    expect(markup).toContain('<nav aria-label="Sprache">');
    expect(markup).toMatch(/<a href="\/\?lang=de" lang="de-DE" hrefLang="de-DE" aria-current="true"[^>]*>Deutsch<\/a>/);
    expect(markup).toMatch(/<a href="\/\?lang=ar" lang="ar" hrefLang="ar"[^>]*>العربية<\/a>/);
  });

  it('refuses a template it does not recognise instead of writing a broken page', () => {
    expect(() => composeLandingDocument('<html><body></body></html>', '<title>x</title><p>x</p>', '/a.js')).toThrow(/no <title>/);
  });
});
