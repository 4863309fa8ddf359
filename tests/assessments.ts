import type { PersonAttributes } from '#domain/person-attributes.ts';
import { eq } from 'drizzle-orm';
import { AssessmentSummarySchema } from '#domain/api/assessments.ts';
import { questionsForSet, type QuestionSetId } from '#domain/question-bank.ts';
import type { Database } from '#server/db/client.ts';
import { defaultOrganisationSettings, organisations } from '#server/db/schema.ts';
import { createMember, createRespondent, signInAs } from './accounts.ts';
import type { TestServer } from './http.ts';

/** Lets the organisation run the given sets (the setup wizard's choice). */
export async function selectCategories(db: Database, organisationId: string, setIds: QuestionSetId[]) {
  await db.update(organisations).set({ selectedCategories: setIds }).where(eq(organisations.id, organisationId));
}

export async function startAssessment(server: TestServer, adminCookie: string, questionSetId: QuestionSetId = 'deib-assessment') {
  const response = await server.request('/api/assessments', { method: 'POST', cookie: adminCookie, body: { questionSetId } });
  if (response.status !== 201) throw new Error(`could not start an assessment: ${response.status} ${await response.text()}`);
  return AssessmentSummarySchema.parse(await response.json());
}

/** A new consented member answers every question with `valueFor(index)` and completes, through the API. */
export async function respond(
  server: TestServer,
  db: Database,
  organisationId: string,
  assessmentId: string,
  valueFor: (index: number) => number | null,
  options: { managerId?: string | null; questionSetId?: QuestionSetId; attributes?: PersonAttributes } = {},
) {
  const person = await createRespondent(db, organisationId, {
    managerId: options.managerId ?? null,
    ...(options.attributes ? { attributes: options.attributes } : {}),
  });
  const cookie = await signInAs(server, person.email);
  const answers = Object.fromEntries(
    questionsForSet(options.questionSetId ?? 'deib-assessment').map((question, index) => [question.id, valueFor(index)]),
  );
  const response = await server.request(`/api/assessments/${assessmentId}/complete`, { method: 'POST', cookie, body: { answers } });
  if (response.status !== 200) throw new Error(`completion failed: ${await response.text()}`);
  // Releases run as a job after the request; wait for it as a person reloading later would see.
  await server.app.context.releases.drain();
  return person;
}

/** A signed-in administrator of a new organisation that runs the given sets. */
export async function signedInAdmin(server: TestServer, db: Database, setIds: QuestionSetId[] = ['deib-assessment']) {
  const admin = await createMember(db, { role: 'organisation_admin' });
  const organisationId = admin.organisationId ?? '';
  await selectCategories(db, organisationId, setIds);
  return { admin, organisationId, cookie: await signInAs(server, admin.email) };
}

/** The organisation releases answers only when an assessment closes: one release, so every group is measured once. */
export async function releaseOnlyAtClose(db: Database, organisationId: string) {
  await db
    .update(organisations)
    .set({ settings: { ...defaultOrganisationSettings, resultsAfterClose: true } })
    .where(eq(organisations.id, organisationId));
}
