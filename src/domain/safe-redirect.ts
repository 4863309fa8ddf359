// Kept apart from validation.ts so the landing page's tiny script can use it without zod.

/**
 * A redirect target from a query parameter or storage, if it is a path on this site.
 * Anything else (other origins, protocol-relative `//host`, backslash tricks, `javascript:`)
 * gives undefined.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const base = 'https://same-site.invalid';
    const url = new URL(value, base);
    // Dot segments can collapse "/./ /evil.com" into "//evil.com" after parsing: check the result too.
    if (url.origin !== base || url.pathname.startsWith('//')) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
