import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect } from 'vitest';
import { AssessmentListResponseSchema } from '#domain/api/assessments.ts';
import { LifecycleSurveyListResponseSchema } from '#domain/api/lifecycle-surveys.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { CreateScimTokenResponseSchema } from '#domain/api/scim.ts';
import { createRespondent, signInAs } from '#tests/accounts.ts';
import { signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { createTestClock, type TestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { answerFromMail, completeSurvey, openLifecycleSurvey, sendLifecycleSurveys } from '#tests/lifecycle.ts';
import { mailOutbox, mailUnsubscribes, surveyRecipients, users } from '#server/db/schema.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const MONDAY = Date.parse('2026-03-02T00:00:00Z');
const at = (day: number, hours: number, minutes = 0) => new Date(MONDAY + day * DAY + (hours * 60 + minutes) * MINUTE);

describe(`onboarding and exit surveys on ${testEngine}`, () => {
  let clock: TestClock;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(() => {
    clock = createTestClock(at(0, 9));
  });
  const { database, server } = useTestServer(() => ({ clock, env: { RESULTS_RELEASE_EVERY: DAY, RESULTS_RELEASE_AT: 3 * 60 * MINUTE } }));
  beforeEach(async () => {
    clock.set(at(0, 9));
    admin = await signedInAdmin(server, database.db);
  });

  const mailsTo = async (email: string) =>
    database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'lifecycle_survey')));
  const member = async (joined: Date, personalEmail: string | null = null) => {
    const person = await createRespondent(database.db, admin.organisationId);
    await database.db.update(users).set({ createdAt: joined, personalEmail }).where(eq(users.id, person.id));
    return { ...person, personalEmail };
  };
  const listed = async (cookie: string) =>
    AssessmentListResponseSchema.parse(await (await server.request('/api/assessments', { cookie })).json()).assessments.map((a) => a.id);
  // Signed in afresh: the clock moves by days.
  const deactivate = async (personId: string) =>
    server.request(`/api/people/${personId}`, {
      method: 'PATCH',
      cookie: await signInAs(server, admin.admin.email),
      body: { isActive: false },
    });

  it('sends an onboarding survey the set number of days after joining, exactly once, and only to newcomers since it opened', async () => {
    const surveyId = await openLifecycleSurvey(server, admin.cookie, 'onboarding', 30);
    const newcomer = await member(at(1, 8));
    const longServing = await member(at(-400, 8));
    // Someone who asked for no assessment e-mail is a recipient all the same, but not mailed.
    const unsubscribed = await member(at(1, 8));
    await database.db
      .insert(mailUnsubscribes)
      .values({ organisationId: admin.organisationId, userId: unsubscribed.id, unsubscribedAt: clock.now() });
    clock.set(at(30, 9));
    await sendLifecycleSurveys(server);
    expect(await mailsTo(newcomer.email)).toHaveLength(0);
    clock.set(at(31, 9));
    await sendLifecycleSurveys(server);
    await sendLifecycleSurveys(server);
    expect(await mailsTo(newcomer.email)).toHaveLength(1);
    expect(await mailsTo(longServing.email)).toHaveLength(0);
    expect(await mailsTo(unsubscribed.email)).toHaveLength(0);
    expect(await listed(await signInAs(server, unsubscribed.email))).toContain(surveyId);
    // The newcomer lists and answers it from the link; the others neither list nor reach it.
    const cookie = await answerFromMail(server, newcomer.email);
    expect(await completeSurvey(server, cookie, surveyId)).toBe(200);
    const other = await signInAs(server, longServing.email);
    expect(await listed(other)).not.toContain(surveyId);
    expect((await server.request(`/api/assessments/${surveyId}/questionnaire`, { cookie: other })).status).toBe(404);
    expect(await completeSurvey(server, other, surveyId)).toBe(404);
    // An administrator lists it, with how many it was sent to, but cannot answer it either.
    admin.cookie = await signInAs(server, admin.admin.email);
    expect(await listed(admin.cookie)).toContain(surveyId);
    const lifecycle = LifecycleSurveyListResponseSchema.parse(
      await (await server.request('/api/assessments/lifecycle', { cookie: admin.cookie })).json(),
    );
    expect(lifecycle.surveys).toEqual([{ assessmentId: surveyId, audience: 'onboarding', onboardingDays: 30, sentTo: 2 }]);
    expect((await server.request(`/api/assessments/${surveyId}/questionnaire`, { cookie: admin.cookie })).status).toBe(404);
  });

  it('sends the exit survey on deactivation to the personal address only, and lets the leaver answer that survey and nothing else', async () => {
    const everyone = await startAssessment(server, admin.cookie);
    const surveyId = await openLifecycleSurvey(server, admin.cookie, 'exit');
    const leaver = await member(at(-100, 8));
    const personalEmail = `home-${leaver.id.slice(0, 8)}@example.net`;
    const set = await server.request(`/api/people/${leaver.id}`, { method: 'PATCH', cookie: admin.cookie, body: { personalEmail } });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { personalEmail: string }).personalEmail).toBe(personalEmail);
    const silent = await member(at(-100, 8));
    expect((await deactivate(leaver.id)).status).toBe(200);
    expect((await deactivate(silent.id)).status).toBe(200);
    await sendLifecycleSurveys(server);
    expect(await mailsTo(personalEmail)).toHaveLength(1);
    expect(await mailsTo(leaver.email)).toHaveLength(0);
    expect(await mailsTo(silent.email)).toHaveLength(0);
    const cookie = await answerFromMail(server, personalEmail);
    expect((await server.request(`/api/assessments/${surveyId}/questionnaire`, { cookie })).status).toBe(200);
    for (const path of [`/api/assessments/${everyone.id}/questionnaire`, '/api/assessments', '/api/results', '/api/people']) {
      expect((await server.request(path, { cookie })).status, path).toBe(401);
    }
    expect(await completeSurvey(server, cookie, everyone.id)).toBe(401);
    expect(await completeSurvey(server, cookie, surveyId)).toBe(200);
    // A password still signs nobody in: the person is deactivated.
    expect(
      (await server.request('/api/session', { method: 'POST', body: { email: leaver.email, password: 'correct horse battery' } })).status,
    ).not.toBe(200);
  });

  it('sends the exit survey when the identity provider deactivates someone, to the home address it sent, by the same path', async () => {
    const surveyId = await openLifecycleSurvey(server, admin.cookie, 'exit');
    const leaver = await member(at(-100, 8));
    const created = await server.request('/api/organisations/current/scim-tokens', {
      method: 'POST',
      cookie: admin.cookie,
      body: { label: 'Okta' },
    });
    const token = CreateScimTokenResponseSchema.parse(await created.json()).secret;
    const patched = await fetch(`${server.baseUrl}/api/scim/v2/Users/${leaver.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      body: JSON.stringify({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [
          {
            op: 'replace',
            value: {
              active: false,
              emails: [
                { value: leaver.email, type: 'work', primary: true },
                { value: 'Leaver-SCIM@example.net', type: 'home' },
              ],
            },
          },
        ],
      }),
    });
    expect(patched.status).toBe(200);
    await sendLifecycleSurveys(server);
    expect(await mailsTo('leaver-scim@example.net')).toHaveLength(1);
    const cookie = await answerFromMail(server, 'leaver-scim@example.net');
    expect(await completeSurvey(server, cookie, surveyId)).toBe(200);
  });

  it('keeps the results hidden with five leavers answered, and shows them once the sixth has and a release time passed', async () => {
    const surveyId = await openLifecycleSurvey(server, admin.cookie, 'exit');
    const results = async () => {
      const cookie = await signInAs(server, admin.admin.email);
      return AssessmentResultsSchema.parse(await (await server.request(`/api/results/${surveyId}`, { cookie })).json());
    };
    const leave = async (index: number) => {
      const leaver = await member(at(-100, 8), `leaver-${index}-${surveyId.slice(0, 8)}@example.net`);
      expect((await deactivate(leaver.id)).status).toBe(200);
      await sendLifecycleSurveys(server);
      expect(await completeSurvey(server, await answerFromMail(server, leaver.personalEmail!), surveyId)).toBe(200);
    };
    for (let index = 0; index < 5; index += 1) await leave(index);
    clock.set(at(1, 3, 1));
    await server.app.context.releases.drain();
    const five = await results();
    expect(five.completion).toMatchObject({ activePeople: 5, completed: 0, rate: 0 });
    expect(five.overall.score).toBeNull();
    await leave(5);
    expect((await results()).completion.completed).toBe(0);
    clock.set(at(2, 3, 1));
    await server.app.context.releases.drain();
    const six = await results();
    expect(six.completion).toMatchObject({ activePeople: 6, completed: 6 });
    expect(six.overall.score).not.toBeNull();
  });

  it("refuses another organisation's survey: its audience, its list, its questionnaire", async () => {
    const surveyId = await openLifecycleSurvey(server, admin.cookie, 'exit');
    const other = await signedInAdmin(server, database.db);
    const stranger = await createRespondent(database.db, other.organisationId);
    const strangerCookie = await signInAs(server, stranger.email);
    const audience = await server.request(`/api/assessments/${surveyId}/audience`, {
      method: 'PUT',
      cookie: other.cookie,
      body: { audience: 'everyone' },
    });
    expect(audience.status).toBe(404);
    const theirs = LifecycleSurveyListResponseSchema.parse(
      await (await server.request('/api/assessments/lifecycle', { cookie: other.cookie })).json(),
    );
    expect(theirs.surveys).toEqual([]);
    expect((await server.request(`/api/assessments/${surveyId}/questionnaire`, { cookie: strangerCookie })).status).toBe(404);
    // Even someone of the other organisation made a recipient by a forged row reaches nothing of this one.
    await database.db
      .insert(surveyRecipients)
      .values({ organisationId: admin.organisationId, assessmentId: surveyId, userId: stranger.id, sentAt: clock.now(), reason: 'exit' });
    expect((await server.request(`/api/assessments/${surveyId}/questionnaire`, { cookie: strangerCookie })).status).toBe(404);
  });

  it('allows one running exit survey, no close date on it, and no audience change once open', async () => {
    const surveyId = await openLifecycleSurvey(server, admin.cookie, 'exit');
    await expect(openLifecycleSurvey(server, admin.cookie, 'exit')).rejects.toThrow(/could not open: 409/);
    const closeDate = await server.request(`/api/assessments/${surveyId}/close-date`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { closesAt: at(20, 9).toISOString() },
    });
    expect(closeDate.status).toBe(409);
    const change = await server.request(`/api/assessments/${surveyId}/audience`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { audience: 'everyone' },
    });
    expect(change.status).toBe(409);
  });
});
