import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect } from 'vitest';
import { questionsForSet } from '#domain/question-bank.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { testSecrets, type TestServer } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { seal } from '#server/crypto/aead.ts';
import { DraftKeyRing } from '#server/crypto/draft-key-ring.ts';
import { answerDrafts, assessments, releases } from '#server/db/schema.ts';
import { encodeDraft, openDraft, resealDraft, sealDraft, sealedKeyName, type Draft } from './answer-drafts.ts';
import { draftKeysOf, keepUnderCurrentKey, prepareDraftKeys, retireLeftoverDraftKeys } from './draft-keys.ts';
import { respondentKey } from './respondent-key.ts';

/*
 * Drafts are sealed under a key per assessment and epoch; a release starts the next epoch, the
 * drafts it left are sealed again under its key and the earlier keys destroyed (decision 0041).
 * Here: nothing anyone is still answering is lost on the way, whichever process saves next.
 */

const QUESTIONS = questionsForSet('deib-assessment');
const [first, second, third] = QUESTIONS.map((question) => question.id);

describe(`draft keys across releases, on ${testEngine}`, () => {
  let folder: string;
  let secretsOfOne: typeof testSecrets;
  let organisationId: string;
  let adminCookie: string;
  let assessmentId: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'culturelens-draft-keys-'));
    secretsOfOne = { respondentSecret: testSecrets.respondentSecret, draftKeys: DraftKeyRing.inFolder(folder) };
  });
  /** Two app processes on one database, each with its own view of one secrets folder. */
  const { database, server: one } = useTestServer(() => ({ secrets: secretsOfOne }));
  const { server: other } = useTestServer(() => ({
    secrets: { respondentSecret: testSecrets.respondentSecret, draftKeys: DraftKeyRing.inFolder(folder) },
  }));
  beforeEach(async () => {
    const admin = await signedInAdmin(one, database.db);
    organisationId = admin.organisationId;
    adminCookie = admin.cookie;
    assessmentId = (await startAssessment(one, adminCookie)).id;
  });

  const save = (server: TestServer, cookie: string, questionId: string | undefined, value: number | null) =>
    server.request(`/api/assessments/${assessmentId}/answers/${questionId}`, { method: 'PUT', cookie, body: { value } });
  const keys = () => draftKeysOf(secretsOfOne);
  const draftOf = async (userId: string) => {
    const key = respondentKey(testSecrets.respondentSecret, assessmentId, userId);
    const [row] = await database.db
      .select()
      .from(answerDrafts)
      .where(and(eq(answerDrafts.assessmentId, assessmentId), eq(answerDrafts.respondentKey, key)));
    return row;
  };
  const storedEpochs = () =>
    keys()
      .ring.list()
      .filter((name) => name.assessmentId === assessmentId)
      .map((name) => name.epoch)
      .sort();
  const releaseSix = async () => {
    for (let index = 0; index < 6; index += 1) await respond(one, database.db, organisationId, assessmentId, () => 4);
    await one.app.context.releases.drain();
  };

  it('seals what people are still answering under the next epoch’s key after a release, destroys the earlier key, and loses no answer', async () => {
    const person = await createRespondent(database.db, organisationId);
    const cookie = await signInAs(one, person.email);
    // Two saves in the first process: it keeps the sealed draft for a one-statement save.
    expect((await save(one, cookie, first, 2)).status).toBe(200);
    expect((await save(one, cookie, second, null)).status).toBe(200);
    const before = await draftOf(person.id);
    expect(sealedKeyName(before?.sealed ?? '')?.epoch).toBe(0);

    await releaseSix();
    const after = await draftOf(person.id);
    expect(sealedKeyName(after?.sealed ?? '')?.epoch).toBe(1);
    expect(storedEpochs()).toEqual([1]);
    // The version before the release, wherever a copy of it lies, opens no more.
    expect(() => openDraft(keys(), assessmentId, before?.respondentKey ?? '', before?.sealed ?? '')).toThrow();

    // The first process still keeps the version it wrote: its next save must not overwrite the draft sealed again.
    expect((await save(one, cookie, third, 5)).status).toBe(200);
    // And the other process, which never saw the person, continues from the same draft.
    expect((await save(other, cookie, QUESTIONS[3]?.id, 1)).status).toBe(200);
    const latest = await draftOf(person.id);
    expect(Object.fromEntries(openDraft(keys(), assessmentId, latest?.respondentKey ?? '', latest?.sealed ?? '').answers)).toEqual({
      [first ?? '']: 2,
      [second ?? '']: null,
      [third ?? '']: 5,
      [QUESTIONS[3]?.id ?? '']: 1,
    });
    const questionnaire = (await (await one.request(`/api/assessments/${assessmentId}/questionnaire`, { cookie })).json()) as {
      answers: Record<string, unknown>;
    };
    expect(Object.keys(questionnaire.answers)).toHaveLength(4);
  });

  it('never lets a process write the version it kept over a draft sealed again meanwhile', async () => {
    const person = await createRespondent(database.db, organisationId);
    const cookie = await signInAs(one, person.email);
    expect((await save(one, cookie, first, 2)).status).toBe(200);
    expect((await save(one, cookie, second, 3)).status).toBe(200);
    // A release committed (its row starts epoch 1), and the draft was sealed again under the
    // next epoch's key, the earlier key not yet destroyed: the moment before the release's
    // clean-up ends, as the first process, which keeps the earlier version, sees it.
    await database.db
      .insert(releases)
      .values({ organisationId, assessmentId, sequence: 1, releasedOn: '2026-01-01', respondentCount: 6, sealedTeamTallies: 'x' });
    const kept = await draftOf(person.id);
    const next = keys().ring.obtain(assessmentId, 1);
    const resealed = resealDraft(keys(), next, assessmentId, kept?.respondentKey ?? '', kept?.sealed ?? '');
    await database.db
      .update(answerDrafts)
      .set({ sealed: resealed })
      .where(eq(answerDrafts.respondentKey, kept?.respondentKey ?? ''));
    expect((await save(one, cookie, third, 4)).status).toBe(200);
    const latest = await draftOf(person.id);
    // Written over the version sealed again (its key, every answer), not over the one kept.
    expect(sealedKeyName(latest?.sealed ?? '')?.tag).toBe(next.tag);
    expect(Object.fromEntries(openDraft(keys(), assessmentId, latest?.respondentKey ?? '', latest?.sealed ?? '').answers)).toEqual({
      [first ?? '']: 2,
      [second ?? '']: 3,
      [third ?? '']: 4,
    });
  });

  it('seals again a draft created under the epoch read before a release committed, from what the creator still holds', async () => {
    const person = await createRespondent(database.db, organisationId);
    await signInAs(one, person.email);
    await releaseSix();
    // As a process that read epoch 0 just before the release and wrote just after it.
    const key = respondentKey(testSecrets.respondentSecret, assessmentId, person.id);
    const draft: Draft = { team: '', answers: new Map([[first ?? '', 3]]) };
    const stale = sealDraft(keys().ring.obtain(assessmentId, 0), assessmentId, key, draft);
    await database.db.insert(answerDrafts).values({ organisationId, assessmentId, respondentKey: key, sealed: stale });
    const kept = await keepUnderCurrentKey(database.db, keys(), {
      organisationId,
      assessmentId,
      respondentKey: key,
      sealed: stale,
      draft,
      capacity: 0,
      epoch: 0,
    });
    expect(sealedKeyName(kept ?? '')?.epoch).toBe(1);
    expect((await draftOf(person.id))?.sealed).toBe(kept);
    // The leftover key of epoch 0 goes with the next run of the release job.
    expect(storedEpochs()).toEqual([0, 1]);
    await retireLeftoverDraftKeys(database.db, keys());
    expect(storedEpochs()).toEqual([1]);
    expect(openDraft(keys(), assessmentId, key, kept ?? '').answers.get(first ?? '')).toBe(3);
  });

  it('destroys every key of an assessment once it closed and no draft is left', async () => {
    const person = await createRespondent(database.db, organisationId);
    expect((await save(one, await signInAs(one, person.email), first, 4)).status).toBe(200);
    expect(storedEpochs()).toEqual([0]);
    await one.request(`/api/assessments/${assessmentId}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    await one.app.context.releases.drain();
    expect(await draftOf(person.id)).toBeUndefined();
    expect(storedEpochs()).toEqual([]);
  });

  it('at start-up, seals again the drafts an earlier version sealed under the derived key, and counts those whose key is gone', async () => {
    const person = await createRespondent(database.db, organisationId);
    const key = respondentKey(testSecrets.respondentSecret, assessmentId, person.id);
    const draft: Draft = { team: '', answers: new Map([[first ?? '', 5]]) };
    const earlier = seal(keys().legacy, encodeDraft(draft), `answer_drafts:${assessmentId}:${key}`);
    await database.db.insert(answerDrafts).values({ organisationId, assessmentId, respondentKey: key, sealed: earlier });
    // A draft whose key is not in the ring (a secrets folder restored from the wrong backup).
    const lost = await createRespondent(database.db, organisationId);
    const lostKey = respondentKey(testSecrets.respondentSecret, assessmentId, lost.id);
    await database.db.insert(answerDrafts).values({
      organisationId,
      assessmentId,
      respondentKey: lostKey,
      sealed: sealDraft(DraftKeyRing.inMemory().obtain(assessmentId, 0), assessmentId, lostKey, draft),
    });

    const report = await prepareDraftKeys(database.db, database.engine, keys());
    expect(report).toMatchObject({ resealedFromEarlierVersion: 1, unreadable: 1 });
    const resealed = await draftOf(person.id);
    expect(sealedKeyName(resealed?.sealed ?? '')?.epoch).toBe(0);
    expect(openDraft(keys(), assessmentId, key, resealed?.sealed ?? '')).toEqual({ team: '', answers: draft.answers });
  });

  it('destroys the keys of an assessment that no longer exists', async () => {
    const person = await createRespondent(database.db, organisationId);
    expect((await save(one, await signInAs(one, person.email), first, 4)).status).toBe(200);
    await database.db.execute(sql`delete from answer_drafts where assessment_id = ${assessmentId}`);
    await database.db.delete(assessments).where(eq(assessments.id, assessmentId));
    expect(storedEpochs()).toEqual([0]);
    await retireLeftoverDraftKeys(database.db, keys());
    expect(storedEpochs()).toEqual([]);
  });
});
