import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeEach, describe, expect } from 'vitest';
import { AssessmentResultsSchema, TeamResultsResponseSchema } from '#domain/api/results.ts';
import { createRespondent } from '#tests/accounts.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { testSecrets } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { parseRows } from '#server/db/rows.ts';
import {
  defaultOrganisationSettings,
  domainAggregates,
  organisations,
  questionAggregates,
  releases,
  resultFigures,
} from '#server/db/schema.ts';
import { releaseKeysOf } from '#server/releases/index.ts';
import { openTeamTallies, sealTeamTallies } from '#server/releases/tallies.ts';

const DOMAINS = ['leadership-governance', 'recruitment-hiring', 'culture-belonging'];

/** Favourability counted by hand from answer sheets (one value or null per question). */
function expected(sheets: (number | null)[][], positions: number[]) {
  const values = sheets.flatMap((sheet) => positions.map((position) => sheet[position] ?? null));
  const given = values.filter((value): value is number => value !== null);
  return {
    agree: given.filter((value) => value >= 4).length,
    neutral: given.filter((value) => value === 3).length,
    disagree: given.filter((value) => value <= 2).length,
    preferNotToSay: values.length - given.length,
  };
}

describe(`favourability on ${testEngine}`, () => {
  let adminCookie: string;
  let organisationId: string;

  const { database, server } = useTestServer();
  beforeEach(async () => {
    ({ organisationId, cookie: adminCookie } = await signedInAdmin(server, database.db));
  });

  const answer = (assessmentId: string, sheet: (number | null)[], managerId: string | null = null) =>
    respond(server, database.db, organisationId, assessmentId, (index) => sheet[index] ?? null, { managerId });
  const results = async (id: string) =>
    AssessmentResultsSchema.parse(await (await server.request(`/api/results/${id}`, { cookie: adminCookie })).json());
  const teams = async (id: string) =>
    TeamResultsResponseSchema.parse(await (await server.request(`/api/results/${id}/teams`, { cookie: adminCookie })).json()).teams;

  it('counts the answers given, per question, per domain and per team, beside each mean', async () => {
    const assessment = await startAssessment(server, adminCookie);
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    // Every value and some "Prefer not to say", different on every sheet; two releases of six.
    const sheets = Array.from({ length: 12 }, (_, person) =>
      Array.from({ length: 9 }, (_, question) => ((person + question) % 6 === 5 ? null : ((person * 2 + question) % 5) + 1)),
    );
    for (const sheet of sheets) await answer(assessment.id, sheet, manager.id);

    const body = await results(assessment.id);
    expect(body.completion.completed).toBe(12);
    for (const [position, domain] of DOMAINS.entries()) {
      const score = body.domains.find((entry) => entry.domain === domain);
      expect(score).toMatchObject({ canShow: true, favourability: expected(sheets, [position * 3, position * 3 + 1, position * 3 + 2]) });
    }
    for (const [position, cell] of [...body.heatMap].sort((a, b) => a.order - b.order).entries()) {
      expect(cell).toMatchObject({ canShow: true, favourability: expected(sheets, [position]) });
    }
    const [team] = await teams(assessment.id);
    expect(team).toMatchObject({ canShowStats: true, respondents: 12 });
    expect(team?.domains.map((score) => score.favourability)).toEqual(
      DOMAINS.map((_domain, position) => expected(sheets, [position * 3, position * 3 + 1, position * 3 + 2])),
    );
  });

  it('shows no favourability for a hidden heat-map cell, a hidden domain or a hidden team', async () => {
    await database.db
      .update(organisations)
      .set({ settings: { ...defaultOrganisationSettings, resultsAfterClose: true } })
      .where(eq(organisations.id, organisationId));
    const assessment = await startAssessment(server, adminCookie);
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    // Question 1 gets five values (hidden), so question 2 hides with it; leadership stays shown
    // through question 3. Recruitment gets fewer than six respondents: hidden as a domain.
    for (let person = 0; person < 6; person += 1) {
      await answer(assessment.id, [person < 5 ? 4 : null, person < 5 ? 2 : 3, 5, person < 5 ? null : 3, null, null, 4, 4, 4], manager.id);
    }
    await answer(assessment.id, [null, null, 1, null, null, null, 2, 2, 2]);
    await server.request(`/api/assessments/${assessment.id}/status`, { method: 'PATCH', cookie: adminCookie, body: { status: 'closed' } });
    await server.app.context.releases.drain();

    const body = await results(assessment.id);
    const byOrder = [...body.heatMap].sort((a, b) => a.order - b.order);
    expect(byOrder.slice(0, 3).map((cell) => cell.canShow)).toEqual([false, false, true]);
    expect(byOrder.slice(0, 2).map((cell) => cell.favourability)).toEqual([null, null]);
    expect(byOrder[2]?.favourability).toEqual({ agree: 6, neutral: 0, disagree: 1, preferNotToSay: 0 });
    const [leadership, recruitment] = body.domains;
    expect(leadership).toMatchObject({ canShow: true, favourability: { agree: 11, neutral: 1, disagree: 6, preferNotToSay: 3 } });
    expect(recruitment).toEqual({ domain: 'recruitment-hiring', label: 'Recruitment & Hiring', canShow: false, favourability: null });

    // The team of six beside one person outside it: the auditor hides the team, and its favourability with it.
    const [team] = await teams(assessment.id);
    expect(team).toMatchObject({ managerId: manager.id, canShowStats: false });
    expect(team?.domains.every((score) => !score.canShow && score.favourability === null)).toBe(true);
    expect(JSON.stringify(team)).not.toMatch(/agree|neutral|preferNotToSay/);
  });

  it('says nothing of favourability for figures published before values were counted, and adds none to them later', async () => {
    const assessment = await startAssessment(server, adminCookie);
    const manager = await createRespondent(database.db, organisationId, { role: 'manager' });
    for (let person = 0; person < 6; person += 1)
      await answer(
        assessment.id,
        Array.from({ length: 9 }, () => 4),
        manager.id,
      );
    // Make the stored figures as they were before values were counted: no counts anywhere.
    const keys = releaseKeysOf(testSecrets);
    const [release] = await database.db.select().from(releases).where(eq(releases.assessmentId, assessment.id));
    if (!release) throw new Error('no release');
    const tallies = openTeamTallies(keys.tallies, release.id, release.sealedTeamTallies);
    for (const team of Object.values(tallies)) for (const tally of Object.values(team.domains)) delete tally.counts;
    await database.db
      .update(releases)
      .set({ sealedTeamTallies: sealTeamTallies(keys.tallies, release.id, tallies) })
      .where(eq(releases.id, release.id));
    const noCounts = { count1: null, count2: null, count3: null, count4: null, count5: null };
    await database.db.update(questionAggregates).set(noCounts).where(eq(questionAggregates.assessmentId, assessment.id));
    await database.db.update(domainAggregates).set(noCounts).where(eq(domainAggregates.assessmentId, assessment.id));
    const [stored] = await database.db.select().from(resultFigures).where(eq(resultFigures.assessmentId, assessment.id));
    // Cells had only answers and sum; domains had their "Prefer not to say" all along.
    const withoutCounts = JSON.parse(
      JSON.stringify(stored?.figures ?? {}, (key, value: unknown) => (key === 'counts' ? undefined : value)),
    ) as { cells: Record<string, unknown> };
    const stripped = {
      ...withoutCounts,
      cells: Object.fromEntries(
        Object.entries(withoutCounts.cells).map(([id, cell]) => [id, JSON.parse(JSON.stringify(cell, ['answers', 'sum'])) as unknown]),
      ),
    };
    await database.db
      .update(resultFigures)
      .set({ figures: stripped })
      .where(and(eq(resultFigures.organisationId, organisationId), eq(resultFigures.assessmentId, assessment.id)));

    const before = await results(assessment.id);
    expect(before.domains.every((score) => score.canShow && score.favourability === null)).toBe(true);
    expect(before.heatMap.every((cell) => cell.canShow && cell.favourability === null)).toBe(true);

    // Six more in the same team: the new sums add to unknown counts, which stay unknown.
    for (let person = 0; person < 6; person += 1)
      await answer(
        assessment.id,
        Array.from({ length: 9 }, () => 2),
        manager.id,
      );
    const after = await results(assessment.id);
    expect(after.completion.completed).toBe(12);
    expect(after.domains.every((score) => score.canShow && score.favourability === null)).toBe(true);
    expect(after.heatMap.every((cell) => cell.canShow && cell.favourability === null)).toBe(true);
    const [team] = await teams(assessment.id);
    expect(team?.respondents).toBe(12);
    expect(team?.domains.every((score) => score.canShow && score.favourability === null)).toBe(true);
  });

  it('recounts earlier sums from the released answers when migrating, only where every answer is still there', async () => {
    const assessment = await startAssessment(server, adminCookie);
    const sheets = Array.from({ length: 6 }, (_, person) =>
      Array.from({ length: 9 }, (_, question) => (question === 0 && person === 0 ? null : ((person + question) % 5) + 1)),
    );
    for (const sheet of sheets) await answer(assessment.id, sheet);
    const counted = await database.db.select().from(questionAggregates).where(eq(questionAggregates.assessmentId, assessment.id));
    const noCounts = { count1: null, count2: null, count3: null, count4: null, count5: null };
    await database.db.update(questionAggregates).set(noCounts).where(eq(questionAggregates.assessmentId, assessment.id));
    await database.db.update(domainAggregates).set(noCounts).where(eq(domainAggregates.assessmentId, assessment.id));
    // One question's answers partly gone (as retention would leave them): it must stay uncounted.
    const [gone] = parseRows(
      await database.db.execute(
        sql`select ctid::text as id from answers where question_id = 'deib-rh-2' and assessment_id = ${assessment.id} limit 1`,
      ),
      z.object({ id: z.string() }),
    );
    await database.db.execute(sql`delete from answers where ctid = ${gone?.id ?? ''}::tid`);

    const migration = readFileSync(new URL('../../../drizzle/0018_value_counts.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').filter((part) => part.includes('UPDATE')))
      await database.db.execute(sql.raw(statement));

    const recounted = await database.db.select().from(questionAggregates).where(eq(questionAggregates.assessmentId, assessment.id));
    const countsOf = (row: (typeof recounted)[number] | undefined) => [row?.count1, row?.count2, row?.count3, row?.count4, row?.count5];
    for (const row of recounted) {
      if (row.questionId === 'deib-rh-2') expect(countsOf(row)).toEqual([null, null, null, null, null]);
      else expect(countsOf(row)).toEqual(countsOf(counted.find((before) => before.questionId === row.questionId)));
    }
    const domains = await database.db.select().from(domainAggregates).where(eq(domainAggregates.assessmentId, assessment.id));
    expect(domains.find((row) => row.domain === 'recruitment-hiring')?.count1).toBeNull();
    expect(domains.find((row) => row.domain === 'leadership-governance')?.count1).not.toBeNull();
  });
});
