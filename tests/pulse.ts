import { expect } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { PulseProgrammeSchema, type PulseProgramme } from '#domain/api/pulse-programmes.ts';
import type { TestServer } from './http.ts';

/** A builder's draft with an agreement statement, an eNPS question and two more: a pulse programme's template. */
export async function pulseTemplate(server: TestServer, cookie: string) {
  const response = await server.request('/api/assessments/drafts', {
    method: 'POST',
    cookie,
    body: {
      title: 'Pulse questions',
      category: 'communication',
      questions: [
        { kind: 'agreement', text: 'I enjoy my work.', domain: { key: 'workplace', label: 'Workplace' } },
        { kind: 'enps', text: 'How likely are you to recommend working here?', domain: { key: 'loyalty', label: 'Loyalty' } },
        { kind: 'agreement', text: 'I know what is expected of me.', domain: { key: 'clarity', label: 'Clarity' } },
        { kind: 'agreement', text: 'My manager listens to me.', domain: { key: 'leadership', label: 'Leadership' } },
      ],
    },
  });
  expect(response.status).toBe(201);
  const draft = AssessmentDraftResponseSchema.parse(await response.json());
  return { id: draft.assessment.id, questionIds: draft.questions.map((question) => question.id) };
}

/** Sets up a programme through the API and returns it. */
export async function createPulse(server: TestServer, cookie: string, body: Record<string, unknown>): Promise<PulseProgramme> {
  const response = await server.request('/api/pulse-programmes', { method: 'POST', cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return PulseProgrammeSchema.parse(await response.json());
}

export async function readPulse(server: TestServer, cookie: string, id: string): Promise<PulseProgramme> {
  const response = await server.request(`/api/pulse-programmes/${id}`, { cookie });
  expect(response.status).toBe(200);
  return PulseProgrammeSchema.parse(await response.json());
}
