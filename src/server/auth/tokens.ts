import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for session cookies and e-mail links. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as SHA-256 hashes: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
