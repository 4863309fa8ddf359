import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { parseHostHeader } from './allowed-hosts.ts';
import { msg } from '@lingui/core/macro';
import { directionOf, intlLocaleOf, type Locale } from '#domain/locales.ts';
import { translatorFor } from '#server/i18n/index.ts';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Inline style only; no script, image or link may load, and nothing may frame it. */
export const unknownHostPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A person's browser opening a page, as opposed to a script or a client asking for data. */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/**
 * Whether the page may name PUBLIC_URL. An IP literal (127.0.0.1, [::1], a LAN address) cannot
 * be rebound: the only page with that origin is this server's own, so no other site can read the
 * answer. A name can be an attacker's rebound one, and gets the page without the address.
 */
function namesAnIpAddress(hostHeader: string): boolean {
  const parsed = parseHostHeader(hostHeader);
  if (!parsed) return false;
  return isIP(parsed.hostname.replace(/^\[|\]$/g, '')) !== 0;
}

/** Why the server refused, for a page and for a script alike. */
export const unknownHostMessage = msg`This server does not answer to that host name. Use the address CultureLens is configured with (PUBLIC_URL, or one listed in ALLOWED_HOSTS).`;

/**
 * The page a person sees after opening CultureLens under an address it does not answer to, in
 * their language (`locale`, chosen as the app shell's is). Every text is escaped after it is
 * translated, so neither a host name in it nor a translation can add markup.
 */
export function unknownHostPage(hostHeader: string, publicUrl: string, locale: Locale): string {
  const i18n = translatorFor(locale);
  const publicAddress = new URL(publicUrl).origin;
  const text = (translated: string) => escapeHtml(translated);
  const body = namesAnIpAddress(hostHeader)
    ? `<p>${text(i18n._(msg`CultureLens answers only at the address it is configured with, so that no other web site can reach it through a borrowed name.`))}</p>
<p><a href="${escapeHtml(`${publicAddress}/`)}">${text(i18n._(msg`Open CultureLens at ${publicAddress}`))}</a></p>
<p class="note">${text(i18n._(msg`To use ${hostHeader} as well, whoever runs this server can add it to ALLOWED_HOSTS (or make it PUBLIC_URL).`))}</p>`
    : `<p>${text(i18n._(unknownHostMessage))}</p>`;
  const title = text(i18n._(msg`Use CultureLens's address`));
  return `<!doctype html>
<html lang="${intlLocaleOf(locale)}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0f172a}a{color:#4338ca;font-weight:600}.note{color:#475569;font-size:.9rem}</style>
</head>
<body>
<h1>${title}</h1>
${body}
</body>
</html>
`;
}
