import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { parseHostHeader } from './allowed-hosts.ts';
import { intlLocaleOf, SOURCE_LOCALE } from '#domain/locales.ts';

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

/** The page a person sees after opening CultureLens under an address it does not answer to. */
export function unknownHostPage(hostHeader: string, publicUrl: string): string {
  const publicAddress = new URL(publicUrl).origin;
  const body = namesAnIpAddress(hostHeader)
    ? `<p>CultureLens answers only at the address it is configured with, so that no other web site can reach it through a borrowed name.</p>
<p><a href="${escapeHtml(`${publicAddress}/`)}">Open CultureLens at ${escapeHtml(publicAddress)}</a></p>
<p class="note">To use ${escapeHtml(hostHeader)} as well, whoever runs this server can add it to ALLOWED_HOSTS (or make it PUBLIC_URL).</p>`
    : `<p>This server does not answer to that host name. Use the address CultureLens is configured with (PUBLIC_URL, or one listed in ALLOWED_HOSTS).</p>`;
  return `<!doctype html>
<html lang="${intlLocaleOf(SOURCE_LOCALE)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Use CultureLens's address</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0f172a}a{color:#4338ca;font-weight:600}.note{color:#475569;font-size:.9rem}</style>
</head>
<body>
<h1>Use CultureLens's address</h1>
${body}
</body>
</html>
`;
}
