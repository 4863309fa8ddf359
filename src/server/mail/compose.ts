import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { directionOf, intlLocaleOf, type Locale } from '#domain/locales.ts';
import { translatorFor } from '#server/i18n/index.ts';

export type MailContent = { subject: string; text: string; html: string };

/** A mail's words before translation: message descriptors (with their values), in the recipient's language at `compose`. */
export type MailWords = {
  subject: MessageDescriptor;
  /** Null greets without a name ("Hello there,"). */
  greetingName: string | null;
  paragraphs: MessageDescriptor[];
  action: { label: MessageDescriptor; url: string };
  footer: MessageDescriptor;
};

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A date in e-mails: "1 December 2026" in British English, in the recipient's language's own form otherwise. */
export function longDate(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A moment in e-mails (UTC), in the recipient's language's form. */
export function longDateTime(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * Plain text for every client, and a minimal HTML part with the same words and a button-like
 * link, in the recipient's language (decision 0053).
 */
export function compose(locale: Locale, words: MailWords): MailContent {
  const i18n = translatorFor(locale);
  const name = words.greetingName;
  const greeting = i18n._(name === null ? msg`Hello there,` : msg`Hello ${name},`);
  const paragraphs = words.paragraphs.map((paragraph) => i18n._(paragraph));
  const label = i18n._(words.action.label);
  const { url } = words.action;
  const footer = i18n._(words.footer);
  const fallback = i18n._(msg`If the button does not work, copy this address into your browser:`);
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${label}: ${url}`, '', footer, '', '— CultureLens'].join('\n');
  const html = `<!doctype html><html lang="${intlLocaleOf(locale)}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(fallback)}<br>${escapeHtml(url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>
<p>— CultureLens</p></body></html>`;
  return { subject: i18n._(words.subject), text, html };
}
