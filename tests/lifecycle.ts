import { AssessmentSummarySchema } from '#domain/api/assessments.ts';
import type { AssessmentAudience } from '#domain/api/lifecycle-surveys.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { LIFECYCLE_JOB } from '#server/background-work.ts';
import type { TestServer } from './http.ts';
import { sessionCookieFrom } from './http.ts';

/**
 * An onboarding or exit survey of the built-in DEIB set, opened through the API as an
 * administrator would: scheduled, made a lifecycle survey, then opened (decision 0066).
 */
export async function openLifecycleSurvey(server: TestServer, adminCookie: string, audience: AssessmentAudience, onboardingDays?: number) {
  const opensAt = new Date(server.app.context.clock.now().getTime() + 86_400_000).toISOString();
  const created = await server.request('/api/assessments', {
    method: 'POST',
    cookie: adminCookie,
    body: { questionSetId: 'deib-assessment', opensAt },
  });
  if (created.status !== 201) throw new Error(`could not create: ${created.status} ${await created.text()}`);
  const { id } = AssessmentSummarySchema.parse(await created.json());
  const set = await server.request(`/api/assessments/${id}/audience`, {
    method: 'PUT',
    cookie: adminCookie,
    body: audience === 'onboarding' ? { audience, onboardingDays } : { audience },
  });
  if (set.status !== 200) throw new Error(`could not set the audience: ${set.status} ${await set.text()}`);
  const opened = await server.request(`/api/assessments/${id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'open' } });
  if (opened.status !== 200) throw new Error(`could not open: ${opened.status} ${await opened.text()}`);
  return id;
}

/** One run of the job that sends lifecycle surveys, then their mail delivered. */
export async function sendLifecycleSurveys(server: TestServer): Promise<void> {
  await server.app.context.jobs.runNow(LIFECYCLE_JOB);
  await server.app.context.outbox.drain();
}

/** The answer link of the last lifecycle survey mailed to `email` (from the outbox), used: an answering session's cookie. */
export async function answerFromMail(server: TestServer, email: string): Promise<string> {
  return useLinkIn(server, (await server.lastMailTo(email, 'lifecycle_survey'))?.text ?? '');
}

/** Uses the answer link in a mail's text: an answering session's cookie. */
export async function useLinkIn(server: TestServer, text: string): Promise<string> {
  const link = text.match(/https?:\/\/\S+\/answer\?token=\S+/)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error('no answer link in the mail');
  const used = await server.request('/api/answer-links/use', { method: 'POST', body: { token } });
  if (used.status !== 200) throw new Error(`the link did not work: ${used.status} ${await used.text()}`);
  return sessionCookieFrom(used);
}

/** Completes the DEIB survey in the session, every answer `value`; the response's status. */
export async function completeSurvey(server: TestServer, cookie: string, assessmentId: string, value = 4): Promise<number> {
  const answers = Object.fromEntries(questionsForSet('deib-assessment').map((question) => [question.id, value]));
  const response = await server.request(`/api/assessments/${assessmentId}/complete`, { method: 'POST', cookie, body: { answers } });
  return response.status;
}
