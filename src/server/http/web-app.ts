import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { frameworkMessages, sendNotFound } from './error-handler.ts';
import { LOCALES, SOURCE_LOCALE } from '#domain/locales.ts';
import { landingLocaleOf, prerenderedLandingPageOf } from './landing-locale.ts';
import { loadPagePreloads } from './page-preloads.ts';
import { shellLocale } from './shell-locale.ts';

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built single-page app: hashed assets cached for a year, every other page path
 * answered with index.html so the client router can show it (or its 404 page). A browser
 * asking for `/` gets the pre-rendered landing page instead, when the build made one, in the
 * visitor's language (`landingLocaleOf`): so `/` varies on Accept, Accept-Language and Cookie
 * as well as Accept-Encoding.
 * Unknown /api paths answer JSON 404.
 *
 * Every file, the landing page and the app's shell included (they go through `sendFile`, which
 * takes the same path), is sent as the brotli or gzip copy the build wrote beside it
 * (scripts/precompress.ts) when the browser accepts one, with `Vary: Accept-Encoding`; files
 * without a copy (small ones, images) are sent as they are.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | null,
  options: { secureCookies?: boolean } = {},
): Promise<void> {
  const hasBuild = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(join(webRoot, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const preloadedShell = hasBuild ? loadPagePreloads(webRoot) : () => null;

  if (hasBuild) {
    // Written by scripts/build-web.ts: the landing page as static HTML with one small script, once per language.
    const landingPages = new Set(LOCALES.map(prerenderedLandingPageOf).filter((file) => existsSync(join(webRoot, file))));
    const hasPrerenderedLanding = landingPages.has(prerenderedLandingPageOf(SOURCE_LOCALE));
    app.get('/', { schema: { hide: true } }, (request, reply) => {
      // Several documents at one address, chosen by Accept and the visitor's language: a shared cache must keep them apart.
      reply.header('vary', 'Accept, Accept-Language, Cookie').header('cache-control', 'no-cache');
      if (!wantsHtml(request)) return reply.sendFile('index.html');
      // Chosen (and a choice kept) even without a pre-rendered page: the app shell starts in that language too.
      const locale = landingLocaleOf(request, reply, options.secureCookies ?? false);
      if (hasPrerenderedLanding) {
        const page = prerenderedLandingPageOf(locale);
        return reply.sendFile(landingPages.has(page) ? page : prerenderedLandingPageOf(SOURCE_LOCALE));
      }
      const shell = preloadedShell('/', locale);
      return shell === null ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(shell);
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return sendNotFound(request, reply, frameworkMessages.noEndpoint(`${request.method} ${request.url.split('?')[0]}`));
    }
    // A page path answers a browser with the app shell and anything else with 404: it varies on Accept too,
    // and the shell on the language it is sent in (the cookie of a person's choice, else Accept-Language).
    reply.header('vary', 'Accept, Accept-Language, Cookie');
    if (!wantsHtml(request)) return sendNotFound(request, reply);
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build`, or start with `npm start`, which builds it.');
    }
    const withPreloads = preloadedShell(request.url.split('?')[0] ?? '', shellLocale(request.headers));
    if (withPreloads !== null) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withPreloads);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
