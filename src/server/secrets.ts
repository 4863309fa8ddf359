import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import { createFileAtomically } from '#server/crypto/synced-files.ts';

export type Secrets = {
  /** Derives respondent keys for answers; kept outside the database on purpose. */
  respondentSecret: string;
  /** The random keys answer drafts are sealed under, in the secrets folder (crypto/draft-key-ring.ts). */
  draftKeys: DraftKeyRing;
};

/** What a derived key is for; each purpose gets an independent key. */
export type KeyPurpose =
  'mail-outbox' | 'answer-drafts' | 'release-tallies' | 'second-factor' | 'unsubscribe' | 'sso-secrets' | 'sso-pending';

/**
 * A 256-bit key for one purpose, derived (HKDF-SHA-256) from the respondent secret. Deriving
 * rather than adding a secret means nothing new to configure, and processes that already
 * share RESPONDENT_SECRET share these keys too; the purpose label keeps the keys independent
 * of each other and of the respondent keys. ('answer-drafts' opens only drafts an earlier
 * version sealed: drafts are now sealed under keys of the draft key ring, which can be destroyed.)
 */
export function deriveKey(secrets: Pick<Secrets, 'respondentSecret'>, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secrets.respondentSecret, 'culturelens', `culturelens/${purpose}/v1`, 32));
}

const SecretsFileSchema = z.object({ respondentSecret: z.string().min(32) });
export const SECRETS_FILE = 'secrets.json';
export const DRAFT_KEYS_FOLDER = 'draft-keys';

/**
 * The secrets folder unless SECRETS_DIR names one: beside the data folder, never in it
 * (`./.data` → `./.data-secrets`), so that a copy or backup of the data folder holds nothing
 * that opens what is sealed in it (decision 0041).
 */
export function secretsDirOf(env: { DATA_DIR: string; SECRETS_DIR?: string | undefined }): string {
  return resolve(env.SECRETS_DIR ?? `${resolve(env.DATA_DIR)}-secrets`);
}

/** Why start-up refuses the secrets' place; the message says what to do. */
export class SecretsPlacementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretsPlacementError';
  }
}

/** A path with symbolic links resolved as far as it exists (the rest appended), so two spellings of one folder compare equal. */
function realPath(path: string): string {
  const absolute = resolve(path);
  let existing = absolute;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  const real = existsSync(existing) ? realpathSync(existing) : existing;
  return join(real, relative(existing, absolute));
}

const isWithin = (inner: string, outer: string) => inner === outer || inner.startsWith(outer.endsWith(sep) ? outer : `${outer}${sep}`);

/** The command that moves a secret out of the data folder, for the messages. */
export const MOVE_SECRETS_COMMAND = 'npm run secrets:move';

/** Refuses a secrets folder inside the data folder, or the reverse: a copy of the data would carry the secrets. */
export function refuseNestedFolders(dataDir: string, secretsDir: string): void {
  const data = realPath(dataDir);
  const secrets = realPath(secretsDir);
  if (isWithin(secrets, data) || isWithin(data, secrets)) {
    throw new SecretsPlacementError(
      `The secrets folder ${secrets} and the data folder ${data} are inside one another, so a copy of the data folder would hold ` +
        `the secrets that open it. Set SECRETS_DIR to a folder outside the data folder (by default it is ${data}-secrets).`,
    );
  }
}

/**
 * Refuses a secrets folder inside the data folder (or the reverse), and a secret an earlier
 * version generated into the data folder: either would put the secret in every copy of the data.
 */
export function refuseSecretsInDataDir(dataDir: string, secretsDir: string, options: { secretFromEnvironment: boolean }): void {
  refuseNestedFolders(dataDir, secretsDir);
  const data = realPath(dataDir);
  const secrets = realPath(secretsDir);
  const stray = join(data, SECRETS_FILE);
  if (!existsSync(stray)) return;
  const fix = options.secretFromEnvironment
    ? `RESPONDENT_SECRET is set, so CultureLens does not use this file. Run \`${MOVE_SECRETS_COMMAND}\`: it removes the file when it holds the same secret, ` +
      'and otherwise says so and changes nothing (keep such a file apart from the data folder, as it may open answers sealed before).'
    : `Move it, then start again (nothing is lost: the same secret is used from its new place):\n` +
      `  ${MOVE_SECRETS_COMMAND}\n` +
      `or by hand: mkdir -p -m 700 ${secrets} && mv ${stray} ${join(secrets, SECRETS_FILE)}\n` +
      `Then back up ${secrets} apart from the data folder: a backup of the data folder alone no longer holds it.`;
  throw new SecretsPlacementError(
    `The secret is in the data folder (${stray}), where every copy or backup of the data folder would carry it beside the answers it opens. ` +
      `CultureLens now keeps secrets in a folder of their own: ${secrets}.\n${fix}`,
  );
}

const GROUP_OTHER_READ_WRITE = 0o066;
const permissionsApply = process.platform !== 'win32';

/** The secrets folder owner-only, or a refusal naming the fix; an empty folder someone else made is simply made private. */
export function preparePrivateSecretsDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!permissionsApply) return;
  const folder = statSync(dir);
  if (!folder.isDirectory()) throw new SecretsPlacementError(`The secrets folder ${dir} is not a folder.`);
  if ((folder.mode & 0o077) !== 0 && readdirSync(dir).length === 0) {
    chmodSync(dir, 0o700);
    return;
  }
  for (const path of [dir, join(dir, SECRETS_FILE), join(dir, DRAFT_KEYS_FOLDER)]) {
    const mode = existsSync(path) ? statSync(path).mode : 0;
    if ((mode & GROUP_OTHER_READ_WRITE) !== 0) {
      throw new SecretsPlacementError(
        `${path} can be read or changed by other users (permissions ${(mode & 0o777).toString(8).padStart(3, '0')}), and the secrets folder holds ` +
          `the secret and the keys that open sealed answers. Make it private to the account that runs CultureLens, then start again: chmod -R go-rwx ${dir}`,
      );
    }
  }
}

/** The secret in a secrets file; undefined when there is no file. */
export function readSecretsFile(path: string): { respondentSecret: string } | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`The secrets file ${path} is unreadable: ${(error as Error).message}`, { cause: error });
  }
  try {
    return SecretsFileSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new Error(`The secrets file ${path} is damaged: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The secret comes from the environment when given; otherwise it is generated once into the
 * secrets folder (owner-only, outside the data folder), so a first start needs no configuration.
 * The draft key ring is always there. Several app processes against one PostgreSQL must share
 * the secrets folder (and the secret): drafts one process seals, another opens.
 */
export function loadSecrets(options: { dataDir: string; secretsDir: string; respondentSecret?: string | undefined }): Secrets {
  const secretsDir = resolve(options.secretsDir);
  refuseSecretsInDataDir(options.dataDir, secretsDir, { secretFromEnvironment: Boolean(options.respondentSecret) });
  preparePrivateSecretsDir(secretsDir);
  const draftKeys = DraftKeyRing.inFolder(join(secretsDir, DRAFT_KEYS_FOLDER));
  if (options.respondentSecret) return { respondentSecret: options.respondentSecret, draftKeys };

  const path = join(secretsDir, SECRETS_FILE);
  const existing = readSecretsFile(path);
  if (existing) return { respondentSecret: existing.respondentSecret, draftKeys };
  const generated = { respondentSecret: randomBytes(32).toString('base64url') };
  // Another process sharing the folder may write it first: then theirs is the secret.
  createFileAtomically(secretsDir, SECRETS_FILE, `${JSON.stringify(generated, null, 2)}\n`);
  const stored = readSecretsFile(path);
  if (!stored) throw new Error(`The secrets file ${path} vanished as it was written`);
  return { respondentSecret: stored.respondentSecret, draftKeys };
}
