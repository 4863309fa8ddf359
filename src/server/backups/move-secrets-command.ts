import { join, resolve } from 'node:path';
import { createFileAtomically, destroyFile, syncFolder } from '#server/crypto/synced-files.ts';
import { createPrivateFilesFromNowOn } from '#server/db/private-data-dir.ts';
import { readEnv } from '#server/env.ts';
import { preparePrivateSecretsDir, readSecretsFile, refuseNestedFolders, SECRETS_FILE, secretsDirOf } from '#server/secrets.ts';
import type { Output } from './backup-command.ts';

/**
 * `npm run secrets:move`: the secret an earlier version generated into the data folder, moved to
 * the secrets folder, which start-up asks for (secrets.ts). The same secret goes on being used,
 * so nothing sealed under it is lost. The new file is written whole and synced before the old one
 * is overwritten and removed; a secret already at the new place, or in RESPONDENT_SECRET, is never
 * replaced: when it is the same, only the copy in the data folder goes.
 */
export async function runMoveSecrets(argv: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  if (argv.length > 0) {
    out.error('Usage: npm run secrets:move (with the same DATA_DIR, SECRETS_DIR and RESPONDENT_SECRET as the server)');
    return 2;
  }
  try {
    const config = readEnv(env, { warn: (message) => out.error(`CultureLens: ${message}`) });
    const dataDir = resolve(config.DATA_DIR);
    const secretsDir = secretsDirOf(config);
    const stray = join(dataDir, SECRETS_FILE);
    const moving = readSecretsFile(stray);
    if (!moving) {
      out.log(`There is no secret in the data folder (${stray}): nothing to move.`);
      return 0;
    }
    createPrivateFilesFromNowOn();
    const keeping = config.RESPONDENT_SECRET ?? readSecretsFile(join(secretsDir, SECRETS_FILE))?.respondentSecret;
    if (keeping !== undefined && keeping !== moving.respondentSecret) {
      const where = config.RESPONDENT_SECRET ? 'RESPONDENT_SECRET' : join(secretsDir, SECRETS_FILE);
      out.error(
        `${stray} holds another secret than ${where}, which is the one in use, so it is left where it is. Keep a copy of it apart from the data folder ` +
          '(answers sealed while it was in use open only with it), then remove it from the data folder.',
      );
      return 1;
    }
    if (keeping === undefined) {
      // The secrets folder as start-up prepares it: outside the data folder, owner-only.
      refuseNestedFolders(dataDir, secretsDir);
      preparePrivateSecretsDir(secretsDir);
      createFileAtomically(secretsDir, SECRETS_FILE, `${JSON.stringify({ respondentSecret: moving.respondentSecret }, null, 2)}\n`);
      if (readSecretsFile(join(secretsDir, SECRETS_FILE))?.respondentSecret !== moving.respondentSecret)
        throw new Error('the secret read back from its new place differs');
    }
    destroyFile(stray);
    syncFolder(dataDir);
    out.log(
      keeping === undefined
        ? `Moved the secret from ${stray} to ${join(secretsDir, SECRETS_FILE)}.`
        : `Removed ${stray}: it held the secret in use, which stays ${config.RESPONDENT_SECRET ? 'in RESPONDENT_SECRET' : `in ${secretsDir}`}.`,
    );
    out.log(
      `From now on back up ${secretsDir} apart from the data folder (npm run backup -- --secrets <file>): a backup of the data folder no longer holds the secret.`,
    );
    return 0;
  } catch (error) {
    out.error(`Nothing was moved: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
