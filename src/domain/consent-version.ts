/**
 * The consent text's version; a new wording gets a new version and asks everyone again. Apart
 * from api/consent.ts's schemas, so the browser's consent gate can check it without zod.
 */
export const CONSENT_VERSION = 'alpha-v1';
