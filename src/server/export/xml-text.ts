/**
 * Text on its way into the presentation's XML parts. pptxgenjs escapes what it writes into
 * slides and into docProps/core.xml, but 4.0.1 writes `company` into docProps/app.xml as it is
 * given, and no part of it leaves out the characters XML 1.0 does not allow (most C0 controls,
 * U+FFFE, U+FFFF, unpaired surrogates), which make a part malformed wherever they land.
 */

const NOT_IN_XML =
  // eslint-disable-next-line no-control-regex -- these are exactly the characters being removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` without the characters XML 1.0 does not allow. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_IN_XML, '');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `text` as the content of an XML element or attribute, for what pptxgenjs writes unescaped. */
export function escapeXml(text: string): string {
  return xmlSafe(text).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** Every string in `value` (plain objects and arrays, at any depth) made XML-safe; dates and numbers as they are. */
export function withXmlSafeText<T>(value: T): T {
  if (typeof value === 'string') return xmlSafe(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withXmlSafeText(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withXmlSafeText(item)])) as T;
  }
  return value;
}
