import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export type Secrets = {
  /** Derives respondent keys for answers; kept outside the database on purpose. */
  respondentSecret: string;
};

/** What a derived key is for; each purpose gets an independent key. */
export type KeyPurpose = 'mail-outbox' | 'answer-drafts' | 'release-tallies' | 'second-factor' | 'unsubscribe';

/**
 * A 256-bit key for one purpose, derived (HKDF-SHA-256) from the respondent secret. Deriving
 * rather than adding a secret means nothing new to configure, and processes that already
 * share RESPONDENT_SECRET share these keys too; the purpose label keeps the keys independent
 * of each other and of the respondent keys.
 */
export function deriveKey(secrets: Secrets, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secrets.respondentSecret, 'culturelens', `culturelens/${purpose}/v1`, 32));
}

const SecretsFileSchema = z.object({ respondentSecret: z.string().min(32) });
const SECRETS_FILE = 'secrets.json';

/**
 * Secrets come from the environment when given; otherwise they are generated once into the
 * data folder (mode 0600) so a first start needs no configuration. Several app processes
 * against one PostgreSQL must share them: give them by environment there.
 */
export function loadSecrets(dataDir: string, fromEnv: { respondentSecret?: string | undefined }): Secrets {
  if (fromEnv.respondentSecret) return { respondentSecret: fromEnv.respondentSecret };

  const path = join(dataDir, SECRETS_FILE);
  try {
    return SecretsFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`The secrets file ${path} is unreadable or damaged: ${(error as Error).message}`, { cause: error });
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = { respondentSecret: randomBytes(32).toString('base64url') };
  try {
    writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return secrets;
  } catch (error) {
    // Another process sharing the folder wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return SecretsFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  }
}
