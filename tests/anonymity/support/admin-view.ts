import { describeOperation, fetchOperations, requestFor, type Operation } from '#tests/integration/support/api-operations.ts';
import type { TestServer } from '#tests/http.ts';
import { readPdf } from '#tests/pdf.ts';
import { readPptx } from '#tests/pptx.ts';

/**
 * Everything an administrator can read through the API, as text, for attacks that compare
 * two organisations alike in everything but what is to stay secret: whatever differs between
 * their views, at any moment, is what the administrator could learn.
 */
export type AdminView = Map<string, string>;

/** The organisation as the view needs it: its name tag (made alike), an assessment and the administrator's cookie. */
export type ViewedOrganisation = { tag: string; assessmentId: string; cookie: string };

/** Every GET operation of the API. */
export async function adminReads(server: TestServer): Promise<Operation[]> {
  return (await fetchOperations(server)).filter((operation) => operation.method === 'GET');
}

/** A document as the words a reader sees: a PDF's or a presentation's bytes carry creation times and compressed names. */
async function readableText(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/pdf')) return (await readPdf(new Uint8Array(await response.arrayBuffer()))).text;
  if (type.startsWith('application/vnd.openxmlformats-officedocument.presentationml'))
    return (await readPptx(new Uint8Array(await response.arrayBuffer()))).text;
  return response.text();
}

/** Every GET of the API as the administrator, with ids, times and the organisation's own names made alike. */
export async function adminView(server: TestServer, reads: Operation[], organisation: ViewedOrganisation): Promise<AdminView> {
  const fixtures = {
    assessmentId: organisation.assessmentId,
    questionId: 'q',
    invitationId: organisation.assessmentId,
    personId: organisation.assessmentId,
    managerId: organisation.assessmentId,
    roadmapItemId: organisation.assessmentId,
    actionPlanId: organisation.assessmentId,
  };
  const seen: AdminView = new Map();
  for (const operation of reads) {
    // Without the generated query (filters such as a far-off date would hide what changed).
    const url = requestFor(operation, fixtures).url.split('?')[0] ?? '';
    const response = await server.request(url, { cookie: organisation.cookie, redirect: 'manual' });
    const body = (await readableText(response))
      .replaceAll(organisation.tag, '<org>')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')
      // Audit events are numbered across organisations.
      .replace(/"id":\d+/g, '"id":<n>');
    seen.set(describeOperation(operation), `${response.status} ${body}`);
  }
  return seen;
}

/** The reads whose answer changed between two views, with the new answer. */
export const changedReads = (before: AdminView, after: AdminView) => [...after].filter(([route, answer]) => before.get(route) !== answer);

/** The reads whose answer differs between two organisations' views. */
export const differingReads = (one: AdminView, other: AdminView) =>
  [...one].filter(([route, answer]) => other.get(route) !== answer).map(([route]) => route);

/**
 * Waits until the organisation has no e-mail waiting and no job unfinished, as its background
 * work page reports it. On PostgreSQL the queue runs beside the test: a job queued when the
 * organisation was set up may still be pending when the first view is read, and its passing
 * later would look like a change the attack made. Bounded: it throws after `timeoutMs`.
 */
export async function backgroundSettled(server: TestServer, organisation: ViewedOrganisation, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await server.app.context.outbox.drain();
    const response = await server.request('/api/organisations/current/background-work', { cookie: organisation.cookie });
    const work = (await response.json()) as { mail: { waiting: number }; jobs: unknown[] };
    if (work.mail.waiting === 0 && work.jobs.length === 0) return;
    if (Date.now() > deadline) throw new Error(`background work of ${organisation.tag} did not settle: ${JSON.stringify(work)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
