import type * as Argon2Module from '@node-rs/argon2';

type Argon2 = typeof Argon2Module;
// The hashing library (a native module) loads with the first password, not with the server: an
// idle server does not hold it.
let argon2: Promise<Argon2> | undefined;
const library = () => (argon2 ??= import('@node-rs/argon2'));

// argon2id with the library defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum.
export async function hashPassword(password: string): Promise<string> {
  return (await library()).hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await library()).verify(passwordHash, password);
  } catch {
    return false; // a damaged hash is a failed check, not a server error
  }
}

// Verifying against this when no account matches makes "unknown e-mail" take as long as
// "wrong password", so response times do not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('culturelens-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
