import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { z } from 'zod';
import type {
  AuthenticationOptionsSchema,
  AuthenticationResponseSchema,
  RegistrationOptionsSchema,
  RegistrationResponseSchema,
} from '#domain/api/passkeys.ts';

/**
 * The browser's side of passkeys (decision 0057). @simplewebauthn/browser loads the first time
 * a page asks for a passkey, not with the page: most people never use one on most pages.
 */
const browserLibrary = () => import('@simplewebauthn/browser');

type AssertionJSON = z.input<typeof AuthenticationResponseSchema>;
type CreationJSON = z.input<typeof RegistrationResponseSchema>;

/** Whether this browser can use passkeys at all. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Makes a passkey with the server's options (the server's schema names the same fields as the library's types). */
export async function createPasskey(options: z.output<typeof RegistrationOptionsSchema>): Promise<CreationJSON> {
  const { startRegistration } = await browserLibrary();
  return (await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON })) as CreationJSON;
}

/**
 * Asks for a passkey. With `autofill`, the browser offers the site's passkeys in the e-mail
 * field's suggestions (conditional UI) and the promise settles only if the person picks one;
 * it rejects where the browser cannot do that.
 */
export async function askForPasskey(options: z.output<typeof AuthenticationOptionsSchema>, autofill = false): Promise<AssertionJSON> {
  const { startAuthentication } = await browserLibrary();
  return (await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  })) as AssertionJSON;
}

export async function browserOffersPasskeysInAutofill(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  const { browserSupportsWebAuthnAutofill } = await browserLibrary();
  return browserSupportsWebAuthnAutofill();
}

/** Whether a ceremony ended because the person closed the browser's dialog, or another ceremony replaced it. */
export function wasCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** Ends a waiting ceremony (the e-mail field's suggestions), as when its page is left. */
export async function cancelPasskeyRequest(): Promise<void> {
  const { WebAuthnAbortService } = await browserLibrary();
  WebAuthnAbortService.cancelCeremony();
}
