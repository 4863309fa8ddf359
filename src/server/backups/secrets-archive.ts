import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { DRAFT_KEY_FILE } from '#server/crypto/draft-key-ring.ts';
import { createFileAtomically } from '#server/crypto/synced-files.ts';
import { DRAFT_KEYS_FOLDER, readSecretsFile, SECRETS_FILE } from '#server/secrets.ts';

/**
 * A backup of the secrets folder as one file: the generated secret (none when it comes from
 * RESPONDENT_SECRET, which lives with the rest of the configuration) and every draft key, as
 * their files hold them. It opens what is sealed in a database backup of the same moment, so it
 * is kept apart from that backup (decision 0041).
 */

const SecretsBackupSchema = z.object({
  format: z.literal('culturelens-secrets'),
  version: z.literal(1),
  respondentSecret: z.string().min(32).nullable(),
  draftKeys: z.record(z.string().regex(DRAFT_KEY_FILE), z.string().min(1)),
});
export type SecretsBackup = z.infer<typeof SecretsBackupSchema>;

/** What the secrets folder holds now. */
export function readSecretsFolder(secretsDir: string): SecretsBackup {
  const keysDir = join(secretsDir, DRAFT_KEYS_FOLDER);
  const names = existsSync(keysDir) ? readdirSync(keysDir).filter((name) => DRAFT_KEY_FILE.test(name)) : [];
  return {
    format: 'culturelens-secrets',
    version: 1,
    respondentSecret: readSecretsFile(join(secretsDir, SECRETS_FILE))?.respondentSecret ?? null,
    draftKeys: Object.fromEntries(names.sort().map((name) => [name, readFileSync(join(keysDir, name), 'utf8')])),
  };
}

/** Whether the secrets folder holds anything a restore would write over. */
export function secretsFolderInUse(secretsDir: string): boolean {
  const backup = readSecretsFolder(secretsDir);
  return backup.respondentSecret !== null || Object.keys(backup.draftKeys).length > 0;
}

export function parseSecretsBackup(text: string): SecretsBackup {
  return SecretsBackupSchema.parse(JSON.parse(text));
}

/** Writes a backup's secret and keys into an empty secrets folder, each file whole or not at all. */
export function writeSecretsFolder(secretsDir: string, backup: SecretsBackup): void {
  if (secretsFolderInUse(secretsDir)) throw new Error(`${secretsDir} already holds secrets: a restore never writes over them`);
  const keysDir = join(secretsDir, DRAFT_KEYS_FOLDER);
  mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  for (const [name, content] of Object.entries(backup.draftKeys)) createFileAtomically(keysDir, name, content);
  if (backup.respondentSecret !== null) {
    createFileAtomically(secretsDir, SECRETS_FILE, `${JSON.stringify({ respondentSecret: backup.respondentSecret }, null, 2)}\n`);
  }
}

/** Writes a new file (never over one), owner-only, whole or not at all; its folder is made if missing. */
export function writeNewFile(path: string, content: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  if (!createFileAtomically(dirname(path), basename(path), content)) throw new Error(`${path} exists: a backup never writes over a file`);
}
