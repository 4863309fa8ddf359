import { createHash } from 'node:crypto';
import { msg } from '@lingui/core/macro';
import type { FastifyReply } from 'fastify';
import { directionOf, type Locale } from '#domain/locales.ts';
import { translate } from '#server/i18n/index.ts';

/**
 * The identity provider posts its answer from its own site, and browsers leave our SameSite=Lax
 * cookies off such a request: the answer arrives without the pending sign-in's cookie that
 * names the browser that started it. The assertion consumer service then answers with this
 * page, which posts the same answer again from our own origin, so the cookie comes along. A
 * forged answer gains nothing here: it is checked in full on the second post, against this
 * browser's own pending sign-in (decision 0055).
 */

const SUBMIT_SCRIPT = 'document.forms[0].submit();';
const SUBMIT_SCRIPT_HASH = `sha256-${createHash('sha256').update(SUBMIT_SCRIPT).digest('base64')}`;

/** Marks the second post, so a browser that sends no cookie at all is not sent round again. */
const BOUNCED_FIELD = 'bounced';

const texts = {
  title: msg`Signing you in…`,
  explanation: msg`Your organisation's sign-in service has answered. If this page stays, continue to CultureLens.`,
  continue: msg`Continue`,
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

export function sendBouncePage(reply: FastifyReply, locale: Locale, action: string, fields: Record<string, string>): FastifyReply {
  const hidden = Object.entries({ ...fields, [BOUNCED_FIELD]: '1' })
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const page = [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(translate(locale, texts.title))}</title></head>`,
    `<body><form method="post" action="${escapeHtml(action)}">${hidden}`,
    `<p>${escapeHtml(translate(locale, texts.explanation))}</p>`,
    `<button type="submit">${escapeHtml(translate(locale, texts.continue))}</button></form>`,
    `<script>${SUBMIT_SCRIPT}</script></body></html>`,
  ].join('');
  return reply
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src '${SUBMIT_SCRIPT_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(page);
}
