import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runServerUntilUp } from '#tests/server-start.ts';
import { createOrganisation, createUser } from '#tests/factories.ts';
import { openDraft, sealedKeyName } from '#server/assessments/answer-drafts.ts';
import { draftKeysOf } from '#server/assessments/draft-keys.ts';
import { insertAssessment } from '#server/assessments/queries.ts';
import { respondentKey } from '#server/assessments/respondent-key.ts';
import { runMoveSecrets } from '#server/backups/move-secrets-command.ts';
import { seal } from '#server/crypto/aead.ts';
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import { openPglite } from '#server/db/client.ts';
import { answerDrafts } from '#server/db/schema.ts';
import { deriveKey, loadSecrets, secretsDirOf, SecretsPlacementError } from './secrets.ts';

const mode = async (path: string) => (await stat(path)).mode & 0o777;

async function scratch() {
  const root = await mkdtemp(join(tmpdir(), 'culturelens-secrets-'));
  const dataDir = join(root, 'data');
  return { root, dataDir, secretsDir: secretsDirOf({ DATA_DIR: dataDir }) };
}

/** A secret where an earlier version generated it: in the data folder. */
async function strayIn(dataDir: string, respondentSecret = 'an-earlier-secret-of-at-least-32-characters') {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(join(dataDir, 'secrets.json'), JSON.stringify({ respondentSecret }), { mode: 0o600 });
  return respondentSecret;
}

async function moveSecrets(env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const code = await runMoveSecrets([], env, { log: (line) => lines.push(line), error: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

/** The server's entry point as `npm start` runs it after building, until it is up (then stopped) or exits. */
const runServer = (env: NodeJS.ProcessEnv) =>
  runServerUntilUp({
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DEMO_ORGANISATION: 'false',
    ...env,
  });

describe('where the secrets are kept', () => {
  it('generates the secret beside the data folder, owner-only, with nothing in the data folder, and finds it again', async () => {
    const { root, dataDir, secretsDir } = await scratch();
    expect(secretsDir).toBe(join(root, 'data-secrets'));
    const secrets = loadSecrets({ dataDir, secretsDir });
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
    expect(JSON.parse(await readFile(join(secretsDir, 'secrets.json'), 'utf8'))).toEqual({ respondentSecret: secrets.respondentSecret });
    expect(await mode(secretsDir)).toBe(0o700);
    expect(await mode(join(secretsDir, 'secrets.json'))).toBe(0o600);
    expect(await mode(join(secretsDir, 'draft-keys'))).toBe(0o700);
    expect(loadSecrets({ dataDir, secretsDir }).respondentSecret).toBe(secrets.respondentSecret);
    // SECRETS_DIR names another place.
    expect(secretsDirOf({ DATA_DIR: dataDir, SECRETS_DIR: join(root, 'vault') })).toBe(join(root, 'vault'));
  });

  it('refuses a secret an earlier version left in the data folder, saying how to move it, and makes nothing', async () => {
    const { dataDir, secretsDir } = await scratch();
    await strayIn(dataDir);
    expect(() => loadSecrets({ dataDir, secretsDir })).toThrow(SecretsPlacementError);
    expect(() => loadSecrets({ dataDir, secretsDir })).toThrow('npm run secrets:move');
    expect(() => loadSecrets({ dataDir, secretsDir })).toThrow(`mv ${join(dataDir, 'secrets.json')} ${join(secretsDir, 'secrets.json')}`);
    expect(existsSync(secretsDir)).toBe(false);
  });

  it('refuses a secrets folder inside the data folder, or the data folder inside it, also through a link', async () => {
    const { root, dataDir } = await scratch();
    await mkdir(dataDir, { mode: 0o700 });
    expect(() => loadSecrets({ dataDir, secretsDir: join(dataDir, 'secrets') })).toThrow(/inside one another/);
    expect(() => loadSecrets({ dataDir: join(root, 'vault', 'data'), secretsDir: join(root, 'vault') })).toThrow(/inside one another/);
    await symlink(dataDir, join(root, 'link'));
    expect(() => loadSecrets({ dataDir, secretsDir: join(root, 'link', 'secrets') })).toThrow(/inside one another/);
  });

  it('refuses a secrets folder that others can read, saying how to fix it', async () => {
    const { dataDir, secretsDir } = await scratch();
    loadSecrets({ dataDir, secretsDir });
    await chmod(secretsDir, 0o755);
    expect(() => loadSecrets({ dataDir, secretsDir })).toThrow(`chmod -R go-rwx ${secretsDir}`);
  });
});

describe('npm run secrets:move', () => {
  it('moves the secret out of the data folder: the same secret, at its new place, owner-only', async () => {
    const { dataDir, secretsDir } = await scratch();
    const secret = await strayIn(dataDir);
    const moved = await moveSecrets({ DATA_DIR: dataDir });
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toContain(`back up ${secretsDir} apart from the data folder`);
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
    expect(await mode(join(secretsDir, 'secrets.json'))).toBe(0o600);
    expect(loadSecrets({ dataDir, secretsDir }).respondentSecret).toBe(secret);
    expect((await moveSecrets({ DATA_DIR: dataDir })).output).toContain('nothing to move');
  });

  it('only removes the copy in the data folder when the secret in use is the same, and refuses when it is another', async () => {
    const { dataDir } = await scratch();
    const secret = await strayIn(dataDir);
    const other = await moveSecrets({ DATA_DIR: dataDir, RESPONDENT_SECRET: 'another-secret-of-at-least-32-characters!!' });
    expect(other.code).toBe(1);
    expect(other.output).toContain('holds another secret than RESPONDENT_SECRET');
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(true);
    const same = await moveSecrets({ DATA_DIR: dataDir, RESPONDENT_SECRET: secret });
    expect(same.code, same.output).toBe(0);
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
  });
});

describe('an install of an earlier version, upgraded', () => {
  it(
    'refuses to start with its secret in the data folder, and after the move starts with every answer in progress',
    { timeout: 240_000 },
    async () => {
      const { dataDir, secretsDir } = await scratch();
      const secret = await strayIn(dataDir);
      // The database as the earlier version left it: a draft sealed under the key derived from the secret.
      const database = await openPglite(dataDir);
      const draftKeyOfEarlierVersion = deriveKey({ respondentSecret: secret }, 'answer-drafts');
      let assessmentId = '';
      let key = '';
      try {
        await database.migrate();
        const organisation = await createOrganisation(database.db);
        const person = await createUser(database.db, { organisationId: organisation.id });
        const now = new Date();
        const assessment = await insertAssessment(database.db, organisation.id, {
          questionSetId: 'deib-assessment',
          questionSetVersion: 1,
          title: 'DEIB',
          description: '',
          status: 'open',
          wave: 1,
          openedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        assessmentId = assessment.id;
        key = respondentKey(secret, assessmentId, person.id);
        const text = JSON.stringify({
          team: '',
          answers: [
            ['deib-lg-1', '4'],
            ['deib-lg-2', 'x'],
          ],
        }).padEnd(2047, ' ');
        await database.db.insert(answerDrafts).values({
          organisationId: organisation.id,
          assessmentId,
          respondentKey: key,
          sealed: seal(draftKeyOfEarlierVersion, text, `answer_drafts:${assessmentId}:${key}`),
        });
      } finally {
        await database.close();
      }

      const refused = await runServer({ DATA_DIR: dataDir });
      expect(refused.started).toBe(false);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`CultureLens did not start: The secret is in the data folder (${join(dataDir, 'secrets.json')})`);
      expect(refused.output).toContain('npm run secrets:move');
      expect(existsSync(secretsDir)).toBe(false);

      expect((await moveSecrets({ DATA_DIR: dataDir })).code).toBe(0);
      const started = await runServer({ DATA_DIR: dataDir });
      expect(started.started, started.output).toBe(true);
      expect(started.output).toContain('1 answer drafts sealed by an earlier version were sealed again');
      expect((await readdir(dataDir)).sort()).toEqual(['pgdata']);

      // The draft is now under a key of the ring, which opens it to the same answers; the secret alone no longer does.
      const reopened = await openPglite(dataDir);
      try {
        const [row] = await reopened.db.select().from(answerDrafts);
        expect(sealedKeyName(row?.sealed ?? '')?.epoch).toBe(0);
        const keys = draftKeysOf(loadSecrets({ dataDir, secretsDir }));
        expect(Object.fromEntries(openDraft(keys, assessmentId, key, row?.sealed ?? '').answers)).toEqual({
          'deib-lg-1': 4,
          'deib-lg-2': null,
        });
        expect(() =>
          openDraft({ ring: DraftKeyRing.inMemory(), legacy: draftKeyOfEarlierVersion }, assessmentId, key, row?.sealed ?? ''),
        ).toThrow();
      } finally {
        await reopened.close();
      }
    },
  );
});
