import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { TeamResultsResponseSchema, type SubtreeResults } from '#domain/api/results.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { createMember, createRespondent } from '#tests/accounts.ts';
import { selectCategories, startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { startSmtpSink } from '#tests/smtp-sink.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { LAUNCH_JOB } from '#server/assessments/index.ts';
import { defaultOrganisationSettings, users } from '#server/db/schema.ts';
import { createSmtpMailer } from '#server/mail/index.ts';
import { adminReads, adminView, backgroundSettled, differingReads, type AdminView } from './support/admin-view.ts';

/*
 * Differencing manager subtrees through everything an administrator can read. The chart:
 *
 *   Mia (no manager) ── Noor, Pat and four more
 *       Noor ── Kit and five more;  Kit ── six;  Pat ── three (Pat's team is hidden)
 *   Sam (no manager) ── Sky and five more;  Sky ── three (hidden)
 *
 * Subtrees: Mia's (her team, Noor's, Kit's and Pat's: 21 people), Noor's (hers and Kit's: 12),
 * Sam's (his and Sky's: 9). Mia's subtree minus her team minus Noor's subtree is Pat's three;
 * Sam's subtree minus his team is Sky's three. Two organisations are alike in everything but
 * two pairs of answer sheets: one of Pat's people swaps sheets with Mia, one of Sky's with Sam
 * (Mia and Sam belong to no team). Every figure over six or more people is the same in both;
 * only a group that isolates Pat's or Sky's people differs. So whatever the administrators'
 * views differ in is something an attacker differenced out of fewer than six people.
 */
type Member = { key: string; manager: string | null; role: 'manager' | 'employee' };

const members = (prefix: string, count: number, manager: string): Member[] =>
  Array.from({ length: count }, (_, index) => ({ key: `${prefix}${index + 1}`, manager, role: 'employee' }));
const CHART: Member[] = [
  { key: 'Mia', manager: null, role: 'manager' },
  { key: 'Sam', manager: null, role: 'manager' },
  { key: 'Noor', manager: 'Mia', role: 'manager' },
  { key: 'Pat', manager: 'Mia', role: 'manager' },
  ...members('m', 4, 'Mia'),
  { key: 'Kit', manager: 'Noor', role: 'manager' },
  ...members('n', 5, 'Noor'),
  ...members('k', 6, 'Kit'),
  ...members('p', 3, 'Pat'),
  { key: 'Sky', manager: 'Sam', role: 'manager' },
  ...members('s', 5, 'Sam'),
  ...members('y', 3, 'Sky'),
];
const QUESTIONS = questionsForSet('deib-assessment');
const sheetOf = (position: number) =>
  Object.fromEntries(QUESTIONS.map((question, index) => [question.id, ((position * 3 + index * 2) % 5) + 1]));

type World = { tag: string; organisationId: string; assessmentId: string; cookie: string; ids: Map<string, string> };

describe(`differencing manager subtrees through every administrator view, on ${testEngine}`, () => {
  let reads: Awaited<ReturnType<typeof adminReads>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));

  beforeAll(async () => {
    sink = await startSmtpSink();
    // Real SMTP, as in production: the local mailbox, which lists every message, is then closed.
  });
  const { database, server } = useTestServer(() => ({ clock, mailer: createSmtpMailer(sink.url) }), { emptied: 'once' });
  beforeAll(async () => {
    reads = await adminReads(server);
  }, 60_000);
  afterAll(async () => {
    await sink.close();
  });

  async function world(tag: string, swaps: [string, string][]): Promise<World> {
    const { id: organisationId } = await createOrganisation(database.db, {
      name: `Organisation ${tag}`,
      settings: { ...defaultOrganisationSettings, resultsAfterClose: true },
    });
    await selectCategories(database.db, organisationId, ['deib-assessment']);
    const admin = await createMember(database.db, { organisationId, role: 'organisation_admin' });
    await database.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Admin', email: `admin@${tag}.example.test` })
      .where(eq(users.id, admin.id));
    const cookie = await createSessionCookie(database.db, admin.id, clock);
    const ids = new Map<string, string>();
    for (const member of CHART) {
      const person = await createRespondent(database.db, organisationId, {
        role: member.role,
        managerId: member.manager ? ids.get(member.manager) : null,
      });
      await database.db
        .update(users)
        .set({ firstName: member.key, lastName: 'Person', email: `${member.key.toLowerCase()}@${tag}.example.test` })
        .where(eq(users.id, person.id));
      ids.set(member.key, person.id);
    }
    const assessment = await startAssessment(server, cookie);
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId, assessmentId: assessment.id });
    // Everyone completes; only the swapped pairs answer differently from the other world.
    const swapped = new Map(
      swaps.flatMap(
        ([one, other]) =>
          [
            [one, other],
            [other, one],
          ] as const,
      ),
    );
    for (const [position, member] of CHART.entries()) {
      const sheetFrom = CHART.findIndex((entry) => entry.key === (swapped.get(member.key) ?? member.key));
      const personCookie = await createSessionCookie(database.db, ids.get(member.key) ?? '', clock);
      const response = await server.request(`/api/assessments/${assessment.id}/complete`, {
        method: 'POST',
        cookie: personCookie,
        body: { answers: sheetOf(sheetFrom) },
      });
      expect(response.status, `${member.key} (${position}) completes`).toBe(200);
    }
    return { tag, organisationId, assessmentId: assessment.id, cookie, ids };
  }

  const look = async (pair: readonly [World, World]): Promise<[AdminView, AdminView]> => {
    await server.app.context.releases.drain();
    for (const organisation of pair) await backgroundSettled(server, organisation);
    return [await adminView(server, reads, pair[0]), await adminView(server, reads, pair[1])];
  };

  it('shows two organisations differing only inside groups below six the same, before and after the release, while subtrees are shown', async () => {
    const pair = [
      await world('qzfirst', []),
      await world('qzsecond', [
        ['p1', 'Mia'],
        ['y1', 'Sam'],
      ]),
    ] as const;
    expect(differingReads(...(await look(pair)))).toEqual([]);

    for (const organisation of pair) {
      const closed = await server.request(`/api/assessments/${organisation.assessmentId}/status`, {
        method: 'PATCH',
        cookie: organisation.cookie,
        body: { status: 'closed' },
      });
      expect(closed.status).toBe(200);
    }
    const views = await look(pair);
    expect(differingReads(...views)).toEqual([]);

    // Not safe by showing nothing: Noor's subtree is shown (12 people over two teams), the two
    // that would single out Pat's or Sky's people are hidden, and the teams of six are shown.
    const body = TeamResultsResponseSchema.parse(
      await (await server.request(`/api/results/${pair[0].assessmentId}/teams`, { cookie: pair[0].cookie })).json(),
    );
    const byName = (name: string) => body.subtrees.find((subtree: SubtreeResults) => subtree.managerName === `${name} Person`);
    expect(byName('Noor')).toMatchObject({ canShowStats: true, respondents: 12, teamCount: 2 });
    expect(byName('Mia')).toMatchObject({ canShowStats: false, teamCount: 4 });
    expect(byName('Sam')).toMatchObject({ canShowStats: false, teamCount: 2 });
    expect(
      body.teams
        .filter((team) => team.canShowStats)
        .map((team) => team.managerName)
        .sort(),
    ).toEqual(['Kit Person', 'Mia Person', 'Noor Person', 'Sam Person']);
    expect(views[0].get('GET /api/results/{id}/teams')).toContain('Noor Person');
  }, 600_000);
});
