import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '#domain/api/two-step.ts';
import { hashToken } from '#server/auth/tokens.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * 120 random bits as 24 base32 characters: at or above 112 bits a plain SHA-256 may store a
 * lookup secret (ASVS 6.5.2), as nobody can search that space for a hash.
 */
function generateRecoveryCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

/** Ten fresh codes, formatted for reading (xxxx-xxxx-xxxx-xxxx-xxxx-xxxx). */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => generateRecoveryCode().replace(/(.{4})(?=.)/g, '$1-'));
}

/** Codes are compared without hyphens, spaces or case, as the request schema normalises them. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.replace(/[\s-]+/g, '').toLowerCase());
}
