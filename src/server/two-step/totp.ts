import { Secret, TOTP } from 'otpauth';
import type { QrMatrix } from '#domain/api/two-step.ts';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const PERIOD_SECONDS = 30;
const ISSUER = 'CultureLens';
/** One step either side of now: a phone clock a little off, or a code typed just as it changed. */
const WINDOW = 1;

function totpFor(base32Secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(base32Secret) });
}

/** A new 160-bit secret (RFC 4226's recommended length), in base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function otpauthUri(base32Secret: string, accountName: string): string {
  return totpFor(base32Secret, accountName).toString();
}

/**
 * The time step the code belongs to, if it is valid now (±1 step); null otherwise. The caller
 * must refuse a step not later than the last one used, so a code works once.
 */
export function matchingTimeStep(base32Secret: string, code: string, now: Date): number | null {
  const delta = totpFor(base32Secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
}

/** The code for a moment: for tests and for nothing else in the product. */
export function codeAt(base32Secret: string, at: Date): string {
  return totpFor(base32Secret).generate({ timestamp: at.getTime() });
}

/**
 * The QR code as its module matrix. The page draws it as SVG elements, so no markup or
 * data: URL from the server is ever inserted into the page. The library (with its image
 * renderers) loads the first time someone sets up two-step sign-in, not with the server.
 */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  const { create: createQrCode } = await import('qrcode');
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  const rows: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let line = '';
    for (let column = 0; column < modules.size; column += 1) line += modules.get(row, column) ? '1' : '0';
    rows.push(line);
  }
  return { size: modules.size, rows };
}
