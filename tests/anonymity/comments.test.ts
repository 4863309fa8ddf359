import { beforeEach, describe, expect } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';
import { answerDrafts, releasedComments, users } from '#server/db/schema.ts';
import { readStoredText } from '#tests/secret-scan.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { eq } from 'drizzle-orm';

/*
 * Comments are as anonymous as scores: what fewer than six people wrote never leaves the server,
 * by any route any role may call (results, team views, trends, roadmap, export preview, CSV, PDF,
 * presentation), while the assessment runs or after it closed; and nothing of it stays in the
 * database. The same probe does find comments where six wrote, so it can see one when it is there.
 */
describe(`comments of fewer than six people, on ${testEngine}`, () => {
  let organisationId: string;
  let adminCookie: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const questions = [
    { kind: 'agreement', text: 'I feel heard.', domain: { key: 'voice', label: 'Voice' } },
    { kind: 'comment', text: 'Anything else?', domain: { key: 'voice', label: 'Voice' } },
  ];

  async function assessmentWithComments(
    people: number,
    marker: string,
    managerId: string | null,
    commentOf = (index: number) => `${marker} secret remark ${index}`,
  ) {
    const response = await server.request('/api/assessments/drafts', {
      method: 'POST',
      cookie: adminCookie,
      body: { title: `Voice ${marker}`, category: 'communication', questions },
    });
    const { assessment, questions: asked } = AssessmentDraftResponseSchema.parse(await response.json());
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'open' } });
    const [agree, comment] = asked.map((question) => question.id);
    for (let index = 0; index < people; index += 1) {
      const cookie = await signInAs(server, (await createRespondent(database.db, organisationId, { managerId })).email);
      const answers = { [agree ?? '']: 2, [comment ?? '']: commentOf(index) };
      expect(
        (await server.request(`/api/assessments/${assessment.id}/complete`, { method: 'POST', cookie, body: { answers } })).status,
      ).toBe(200);
    }
    await server.app.context.releases.drain();
    return assessment.id;
  }

  /** Everything every role can read about the assessment, as text. */
  async function everythingReadable(assessmentId: string, cookies: string[]): Promise<string> {
    const texts: string[] = [];
    for (const cookie of cookies) {
      for (const path of [
        '/api/results',
        `/api/results/${assessmentId}`,
        `/api/results/${assessmentId}/teams`,
        `/api/results/${assessmentId}/trends`,
        `/api/roadmap?assessmentId=${assessmentId}`,
        `/api/export?assessmentId=${assessmentId}`,
        `/api/export/${assessmentId}/csv`,
        `/api/assessments/${assessmentId}/questionnaire`,
        `/api/assessments/${assessmentId}/draft`,
        '/api/assessments',
      ]) {
        texts.push(await (await server.request(path, { cookie })).text());
      }
      const pdf = await server.request(`/api/export/${assessmentId}/pdf`, { cookie });
      if (pdf.status === 200) texts.push((await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text);
      else texts.push(await pdf.text());
      const deck = await server.request(`/api/export/${assessmentId}/presentation`, { cookie });
      if (deck.status === 200) texts.push((await readPptx(new Uint8Array(await deck.arrayBuffer()))).text);
      else texts.push(await deck.text());
    }
    return texts.join('\n');
  }

  it('never shows a comment of five people, by any route, open or closed, and keeps none of them', { timeout: 120_000 }, async () => {
    const manager = await createMember(database.db, { role: 'manager', organisationId });
    const managerCookie = await signInAs(server, manager.email);
    const employeeCookie = await signInAs(server, (await createRespondent(database.db, organisationId)).email);
    const cookies = [adminCookie, managerCookie, employeeCookie];

    const five = await assessmentWithComments(5, 'five', manager.id);
    expect(await everythingReadable(five, cookies)).not.toContain('secret remark');
    await server.request(`/api/assessments/${five}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    await server.app.context.releases.drain();
    expect(await everythingReadable(five, cookies)).not.toContain('secret remark');
    expect(await database.db.select().from(releasedComments)).toEqual([]);
    expect(await database.db.select().from(answerDrafts)).toEqual([]);

    // The probe sees comments when six wrote: at the organisation's level, and only in results.
    const six = await assessmentWithComments(6, 'six', manager.id);
    const readable = await everythingReadable(six, cookies);
    for (let index = 0; index < 6; index += 1) expect(readable).toContain(`six secret remark ${index}`);
    const teams = await (await server.request(`/api/results/${six}/teams`, { cookie: managerCookie })).text();
    expect(teams).not.toContain('secret remark');
  });

  /*
   * Masking (decision 0036): a comment that names a colleague, or carries an e-mail address or
   * a phone number, is masked before it is stored, so no route, no export and no table holds
   * any of them, while the rest of the comment is shown.
   */
  it(
    'masks a named colleague, an e-mail address and a phone number in every route, every export and every stored row',
    { timeout: 120_000 },
    async () => {
      const manager = await createMember(database.db, { role: 'manager', organisationId });
      const managerCookie = await signInAs(server, manager.email);
      const cookies = [adminCookie, managerCookie];
      // The colleague named is one of the organisation's people, in no team shown.
      const colleague = await createMember(database.db, { organisationId });
      await database.db.update(users).set({ firstName: 'Priya', lastName: 'Raman' }).where(eq(users.id, colleague.id));
      const leaks = /priya|raman|p\.raman@private\.example|07700|900123/i;

      const accusing = (index: number) =>
        index === 0 ? 'PRIYA raman shouts at people; write to p.raman@private.example or call 07700 900123.' : `calm remark ${index}`;
      const id = await assessmentWithComments(6, 'masked', manager.id, accusing);
      const readable = await everythingReadable(id, cookies);
      expect(readable).toContain('[name] shouts at people; write to [email] or call [phone].');
      expect(readable).toContain('calm remark 5');
      expect(readable).not.toMatch(leaks);

      const stored = (await readStoredText(database.db)).filter((value) => value.table !== 'users');
      expect(stored.filter((value) => leaks.test(value.value))).toEqual([]);
      expect((await database.db.select({ body: releasedComments.body }).from(releasedComments)).map((row) => row.body)).toContain(
        '[name] shouts at people; write to [email] or call [phone].',
      );
    },
  );
});
