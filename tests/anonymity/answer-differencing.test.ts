import { useNightlyReleases } from './support/nightly-releases.ts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { AssessmentResultsSchema, TeamResultsResponseSchema, type AssessmentResults } from '#domain/api/results.ts';
import { createMember, createRespondent, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it } from '#tests/fixtures.ts';
import { parseRows } from '#server/db/rows.ts';

/*
 * Figures are sums of answers, not of people. When seven of a release's eight people prefer not
 * to say, skip an optional question, choose no option or leave the comment blank, the eighth
 * person's answers are the only new ones, and two consecutive results would differ by exactly
 * them. The attacker here is any role that sees results: they read every figure after each
 * release (results, team views, CSV) and subtract. Every difference between two readings, and
 * the organisation minus every shown team, must hold no answers or at least six.
 *
 * The same attack, run on what an unaudited publication shows (the organisation's sums after
 * each release, straight from the released answers), reads the lone respondent's answers: so
 * it can see a leak where there is one.
 */

/** One reading of a figure: how many answers it sums, and their sum (or a comment list's texts). */
type Figure = { answers: number; sum: number; texts?: string[] };
type Reading = Map<string, Figure>;

/** Every figure results show, by a key: domains, questions, each choice option, comment lists. */
function readingOf(results: AssessmentResults): Reading {
  const reading: Reading = new Map();
  for (const domain of results.domains)
    if (domain.canShow)
      reading.set(`domain ${domain.domain}`, { answers: domain.responseCount, sum: domain.meanScore * domain.responseCount });
  for (const cell of results.heatMap)
    if (cell.canShow) reading.set(`question ${cell.questionId}`, { answers: cell.responseCount, sum: cell.average * cell.responseCount });
  for (const choice of results.choices) {
    if (!choice.canShow) continue;
    reading.set(`choice ${choice.questionId}`, { answers: choice.responseCount, sum: 0 });
    for (const option of choice.options)
      reading.set(`choice ${choice.questionId} ${option.label}`, { answers: choice.responseCount, sum: option.count });
  }
  for (const comment of results.comments)
    reading.set(`comments ${comment.questionId}`, { answers: comment.comments.length, sum: 0, texts: comment.comments });
  return reading;
}

/** Differences between two readings that rest on fewer than `size` answers: what the attacker reads exactly. */
function smallDifferences(before: Reading, after: Reading, size: number): string[] {
  const found: string[] = [];
  for (const [key, now] of after) {
    const then = before.get(key) ?? { answers: 0, sum: 0, texts: [] };
    const added = now.answers - then.answers;
    const moved = added !== 0 || Math.abs(now.sum - then.sum) > 1e-6;
    if (moved && added < size)
      found.push(
        `${key}: ${added} new answers, sum ${Math.round((now.sum - then.sum) * 100) / 100}${now.texts ? ` (${now.texts.filter((text) => !then.texts?.includes(text)).join(' | ')})` : ''}`,
      );
  }
  return found;
}

const QUESTIONS = [
  { kind: 'agreement', text: 'I feel heard.', domain: { key: 'voice', label: 'Voice' } },
  { kind: 'agreement', text: 'My ideas are taken up.', domain: { key: 'voice', label: 'Voice' }, required: false },
  { kind: 'single-choice', text: 'Where do you work?', domain: { key: 'voice', label: 'Voice' }, options: ['Office', 'Field', 'Home'] },
  { kind: 'comment', text: 'Anything else?', domain: { key: 'voice', label: 'Voice' } },
];

describe(`differences of answers, not of people, on ${testEngine}`, () => {
  const { database, app, releaseAfter } = useNightlyReleases();

  async function openAssessment() {
    const response = await app.server.request('/api/assessments/drafts', {
      method: 'POST',
      cookie: app.adminCookie,
      body: { title: 'Voice check', category: 'communication', questions: QUESTIONS },
    });
    const { assessment, questions } = AssessmentDraftResponseSchema.parse(await response.json());
    expect(
      (
        await app.server.request(`/api/assessments/${assessment.id}/status`, {
          method: 'PATCH',
          cookie: app.adminCookie,
          body: { status: 'open' },
        })
      ).status,
    ).toBe(200);
    return { id: assessment.id, ids: questions.map((question) => question.id) as [string, string, string, string] };
  }

  async function complete(assessmentId: string, answers: Record<string, number | string | null>, managerId: string | null = null) {
    const cookie = await signInAs(app.server, (await createRespondent(database.db, app.organisationId, { managerId })).email);
    const response = await app.server.request(`/api/assessments/${assessmentId}/complete`, { method: 'POST', cookie, body: { answers } });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  const resultsAs = async (cookie: string, assessmentId: string) =>
    AssessmentResultsSchema.parse(await (await app.server.request(`/api/results/${assessmentId}`, { cookie })).json());
  const csvAs = async (cookie: string, assessmentId: string) =>
    (await app.server.request(`/api/export/${assessmentId}/csv`, { cookie })).text();

  /** The organisation's sums per question straight from the released answers: what results would show unaudited. */
  async function unauditedReading(assessmentId: string, ids: readonly string[]): Promise<Reading> {
    const rows = parseRows(
      await database.db.execute(
        sql`select question_id, count(value) as answers, coalesce(sum(value), 0) as sum from answers where assessment_id = ${assessmentId} group by question_id`,
      ),
      z.object({ question_id: z.string(), answers: z.coerce.number(), sum: z.coerce.number() }),
    );
    const comments = parseRows(
      await database.db.execute(sql`select body from released_comments where assessment_id = ${assessmentId}`),
      z.object({ body: z.string() }),
    );
    const reading: Reading = new Map(
      rows
        .filter((row) => ids.includes(row.question_id))
        .map((row) => [`question ${row.question_id}`, { answers: row.answers, sum: row.sum }]),
    );
    reading.set('comments', { answers: comments.length, sum: 0, texts: comments.map((row) => row.body) });
    return reading;
  }

  it(
    'two consecutive releases never differ by one person who answered among seven who preferred not to say',
    { timeout: 120_000 },
    async () => {
      const { id, ids } = await openAssessment();
      const [heard, ideas, where, comment] = ids;
      const employee = await createRespondent(database.db, app.organisationId);

      for (let index = 0; index < 6; index += 1)
        await complete(id, { [heard]: 4, [ideas]: 4, [where]: 1, [comment]: `first group remark ${index}` });
      await releaseAfter(0);
      const first = {
        admin: await resultsAs(app.adminCookie, id),
        employee: await resultsAs(await signInAs(app.server, employee.email), id),
        csv: await csvAs(app.adminCookie, id),
        unaudited: await unauditedReading(id, [heard, ideas]),
      };
      expect(first.admin.canShowResults).toBe(true);

      // Eight more: seven give nothing (prefer not to say, the optional question left out, no option, no comment); one answers everything.
      for (let index = 0; index < 7; index += 1) await complete(id, { [heard]: null, [where]: null });
      await complete(id, { [heard]: 1, [ideas]: 1, [where]: 2, [comment]: 'the lone voice from the depot' });
      await releaseAfter(1);
      const second = {
        admin: await resultsAs(app.adminCookie, id),
        employee: await resultsAs(await signInAs(app.server, employee.email), id),
        csv: await csvAs(app.adminCookie, id),
        unaudited: await unauditedReading(id, [heard, ideas]),
      };
      expect(second.admin.responses).toBe(14);

      // The attack finds the lone answers where figures are summed unaudited…
      const unaudited = smallDifferences(first.unaudited, second.unaudited, 6);
      expect(unaudited).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`question ${heard}: 1 new answers, sum 1`),
          expect.stringContaining('the lone voice from the depot'),
        ]),
      );
      // …and nothing in what any role reads.
      for (const role of ['admin', 'employee'] as const)
        expect(smallDifferences(readingOf(first[role]), readingOf(second[role]), 6), role).toEqual([]);
      expect(second.csv).not.toContain('the lone voice');
      // What stood still is named, so nobody thinks the answers were lost.
      expect(second.admin.answersWaiting).toEqual(expect.arrayContaining(['voice', heard, ideas, where, comment]));

      // Six more answers to everything: every figure moves, by seven answers each, and the lone answer joins inside them.
      for (let index = 0; index < 6; index += 1)
        await complete(id, { [heard]: 5, [ideas]: 5, [where]: 3, [comment]: `third group remark ${index}` });
      await releaseAfter(2);
      const third = await resultsAs(app.adminCookie, id);
      expect(smallDifferences(readingOf(second.admin), readingOf(third), 6)).toEqual([]);
      expect(third.answersWaiting).toEqual([]);
      expect(third.heatMap.find((cell) => cell.questionId === heard)).toMatchObject({ canShow: true, responseCount: 13 });
      expect(third.comments[0]?.comments).toContain('the lone voice from the depot');
    },
  );

  it(
    'the organisation minus the shown teams never leaves fewer than six answers, where one of a hidden team prefers not to say',
    { timeout: 120_000 },
    async () => {
      const { id, ids } = await openAssessment();
      const [heard, ideas, where] = ids;
      const managerA = await createMember(database.db, { role: 'manager', organisationId: app.organisationId });
      const managerB = await createMember(database.db, { role: 'manager', organisationId: app.organisationId });
      // Team A: six who answer. Team B: six people, one of whom prefers not to say to everything.
      for (let index = 0; index < 6; index += 1) await complete(id, { [heard]: 4, [ideas]: 4, [where]: 1 }, managerA.id);
      for (let index = 0; index < 5; index += 1) await complete(id, { [heard]: 2, [ideas]: 2, [where]: 1 }, managerB.id);
      await complete(id, { [heard]: null, [where]: null }, managerB.id);
      await releaseAfter(0);

      const results = await resultsAs(app.adminCookie, id);
      const teams = TeamResultsResponseSchema.parse(
        await (await app.server.request(`/api/results/${id}/teams`, { cookie: app.adminCookie })).json(),
      );
      const organisation = results.domains.find((domain) => domain.domain === 'voice');
      expect(organisation).toMatchObject({ canShow: true, responseCount: 11 });
      /** Per domain, the organisation's answers minus every shown team's: what the people in no shown team gave. */
      const remainders = (shownTeams: { responseCount: number }[]) =>
        (organisation?.canShow ? organisation.responseCount : 0) - shownTeams.reduce((total, team) => total + team.responseCount, 0);
      const shown = [...teams.teams, ...teams.subtrees].flatMap((team) =>
        team.domains
          .filter((domain) => domain.domain === 'voice' && domain.canShow)
          .map((domain) => ({ responseCount: domain.canShow ? domain.responseCount : 0 })),
      );
      const left = remainders(shown);
      expect(left === 0 || left >= 6, `the organisation minus the shown teams leaves ${left} answers`).toBe(true);
      // Counted in people, as before, team A (six people, six answers) would be shown beside the
      // organisation, and the difference would be team B's five answers.
      expect(remainders([{ responseCount: 6 }])).toBe(5);
    },
  );
});
