import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a damaged hash is a failed check, not a server error
  }
}

// Verifying against this when no account matches makes "unknown e-mail" take as long as
// "wrong password", so response times do not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hash('culturelens-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
