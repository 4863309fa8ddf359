import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeEach, describe, expect } from 'vitest';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { testSecrets, type TestServer } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import type { Database } from '#server/db/client.ts';
import { answerDrafts, organisations, sessions, users } from '#server/db/schema.ts';
import { parseRows } from '#server/db/rows.ts';
import { openDraft } from './answer-drafts.ts';
import { draftKeysOf } from './draft-keys.ts';
import { respondentKey } from './respondent-key.ts';

/*
 * A later answer is saved in one statement that re-checks the session's admission in SQL
 * (decision 0039). These attacks change what the admission rested on between two saves, in the
 * database as another request or process would, and expect the save to be refused exactly as a
 * process that never saw the session refuses it; and they make the kept draft stale, and expect
 * no answer lost.
 */

type Person = { id: string; email: string };
type Change = (db: Database, person: Person, organisationId: string) => Promise<unknown>;

const changes: [string, Change][] = [
  ['the session was revoked', (db, person) => db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, person.id))],
  [
    'the organisation was suspended',
    (db, _person, organisationId) => db.update(organisations).set({ suspendedAt: new Date() }).where(eq(organisations.id, organisationId)),
  ],
  ['consent was withdrawn', (db, person) => db.update(users).set({ consentedAt: null }).where(eq(users.id, person.id))],
  ['the person was deactivated', (db, person) => db.update(users).set({ isActive: false }).where(eq(users.id, person.id))],
  [
    'the organisation now requires two-step sign-in of everyone',
    (db, _person, organisationId) =>
      db.execute(
        sql`update organisations set settings = settings || '{"requireTwoStepForEveryone": true}'::jsonb where id = ${organisationId}`,
      ),
  ],
  [
    'the person became an administrator (who must have a second factor)',
    (db, person) => db.update(users).set({ role: 'organisation_admin' }).where(eq(users.id, person.id)),
  ],
  [
    'the organisation became the read-only demo',
    (db, _person, organisationId) => db.update(organisations).set({ isDemo: true }).where(eq(organisations.id, organisationId)),
  ],
];

describe(`a later answer in one statement, on ${testEngine}`, () => {
  const clock = createTestClock();
  /** The process that saw the person's earlier saves: it keeps their admission and sealed draft. */
  const { database, server: warm } = useTestServer({ clock });
  /** Another process on the same database, which never saw them. */
  const { server: cold } = useTestServer();
  let organisationId: string;
  let assessmentId: string;

  beforeEach(async () => {
    clock.set(new Date());
    const admin = await signedInAdmin(warm, database.db);
    organisationId = admin.organisationId;
    assessmentId = (await startAssessment(warm, admin.cookie)).id;
  });

  const save = (server: TestServer, cookie: string, questionId: string, value: unknown) =>
    server.request(`/api/assessments/${assessmentId}/answers/${questionId}`, { method: 'PUT', cookie, body: { value } });
  const respondent = async () => {
    const person = await createRespondent(database.db, organisationId);
    return { person, cookie: await signInAs(warm, person.email) };
  };
  /** The person's saved answers, opened with the secret as only the server can. */
  const savedAnswers = async (person: Person) => {
    const key = respondentKey(testSecrets.respondentSecret, assessmentId, person.id);
    const [row] = await database.db.select().from(answerDrafts).where(eq(answerDrafts.respondentKey, key));
    return row ? Object.fromEntries(openDraft(draftKeysOf(testSecrets), assessmentId, key, row.sealed).answers) : {};
  };

  it.each(changes)('refuses the next save when %s, as a process that never saw the session does', async (_what, change) => {
    const { person, cookie } = await respondent();
    expect((await save(warm, cookie, 'deib-lg-1', 4)).status).toBe(200);
    expect((await save(warm, cookie, 'deib-lg-2', 4)).status).toBe(200);
    await change(database.db, person, organisationId);
    const refused = await save(warm, cookie, 'deib-lg-3', 2);
    const expected = await save(cold, cookie, 'deib-lg-3', 2);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: expected.status, body: await expected.json() });
    expect(await savedAnswers(person)).toEqual({ 'deib-lg-1': 4, 'deib-lg-2': 4 });
  });

  it('answers a refused caller with the refusal, not with what was wrong with their answer', async () => {
    const { person, cookie } = await respondent();
    expect((await save(warm, cookie, 'deib-lg-1', 4)).status).toBe(200);
    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, person.id));
    for (const [questionId, value] of [
      ['deib-lg-2', 'not a number'],
      ['deib-lg-2', 9],
      ['no-such-question', 3],
    ] as const) {
      const refused = await save(warm, cookie, questionId, value);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    }
  });

  it('refuses a session gone idle, and slides a live one in a statement apart from the draft', async () => {
    const { person, cookie } = await respondent();
    expect((await save(warm, cookie, 'deib-lg-1', 4)).status).toBe(200);
    clock.advance(2 * 60_000);
    expect((await save(warm, cookie, 'deib-lg-2', 5)).status).toBe(200);
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(session?.lastSeenAt.getTime()).toBe(clock.now().getTime());
    const shared = await database.db.execute(
      sql`select 1 from answer_drafts d join sessions s on d.xmin::text = s.xmin::text or (s.xmax::text <> '0' and d.xmin::text = s.xmax::text)`,
    );
    expect(parseRows(shared, z.unknown())).toHaveLength(0);
    clock.advance(31 * 60_000);
    const refused = await save(warm, cookie, 'deib-lg-3', 1);
    expect(refused.status).toBe(401);
    expect(await savedAnswers(person)).toEqual({ 'deib-lg-1': 4, 'deib-lg-2': 5 });
  });

  it('loses no answer when another process wrote the draft since this one kept it', async () => {
    const { person, cookie } = await respondent();
    expect((await save(warm, cookie, 'deib-lg-1', 1)).status).toBe(200);
    expect((await save(cold, cookie, 'deib-lg-2', 2)).status).toBe(200);
    expect((await save(warm, cookie, 'deib-lg-3', 3)).status).toBe(200);
    expect((await save(cold, cookie, 'deib-lg-1', 5)).status).toBe(200);
    const last = await save(warm, cookie, 'deib-cb-1', 4);
    expect(await last.json()).toEqual({ saved: true, answered: 4, total: 9 });
    expect(await savedAnswers(person)).toEqual({ 'deib-lg-1': 5, 'deib-lg-2': 2, 'deib-lg-3': 3, 'deib-cb-1': 4 });
  });

  it('refuses answers once the assessment is paused, with the ordinary message', async () => {
    const { person, cookie } = await respondent();
    expect((await save(warm, cookie, 'deib-lg-1', 4)).status).toBe(200);
    await database.db.execute(sql`update assessments set status = 'paused' where id = ${assessmentId}`);
    const refused = await save(warm, cookie, 'deib-lg-2', 4);
    const expected = await save(cold, cookie, 'deib-lg-2', 4);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(await expected.json());
    expect(await savedAnswers(person)).toEqual({ 'deib-lg-1': 4 });
  });
});
