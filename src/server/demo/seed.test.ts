import { count, notInArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { AssessmentResultsSchema, ResultsOverviewSchema } from '#domain/api/results.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { testSecrets } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { answerDrafts, answers, participations, releases, users } from '#server/db/schema.ts';
import { seedDemoOrganisation } from './seed.ts';

describe(`demo organisation on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  it('shows the same people, answers and figures on every install, released as a real organisation’s would be', async () => {
    await seedDemoOrganisation(database.db, createTestClock(), testSecrets);
    const { db } = database;

    // The figures the demo showed when it was seeded one person at a time: seeding in bulk changed none.
    const overview = ResultsOverviewSchema.parse(await (await server.request('/api/demo/results')).json());
    expect(
      overview.cards.map((card) => ({
        title: card.assessment.title,
        responses: card.responses,
        completion: card.completion,
        overall: card.overall,
      })),
    ).toEqual([
      {
        title: 'DEIB follow-up',
        responses: 27,
        completion: { activePeople: 38, completed: 27, rate: 71.1, notCounted: 0, heldUntilClose: false, nextReleaseAt: null },
        overall: { canShow: true, score: 3.64 },
      },
      {
        title: 'DEIB baseline',
        responses: 37,
        completion: { activePeople: 38, completed: 37, rate: 97.4, notCounted: 0, heldUntilClose: false, nextReleaseAt: null },
        overall: { canShow: true, score: 3.21 },
      },
    ]);
    const means = [];
    for (const card of overview.cards) {
      const results = AssessmentResultsSchema.parse(await (await server.request(`/api/demo/results/${card.assessment.id}`)).json());
      means.push(
        results.domains.map((domain) =>
          domain.canShow ? [domain.domain, domain.meanScore, domain.responseCount] : [domain.domain, 'hidden'],
        ),
      );
    }
    expect(means).toEqual([
      [
        ['leadership-governance', 3.65, 27],
        ['recruitment-hiring', 3.09, 27],
        ['culture-belonging', 4.17, 27],
      ],
      [
        ['leadership-governance', 3.08, 37],
        ['recruitment-hiring', 2.6, 37],
        ['culture-belonging', 3.95, 37],
      ],
    ]);

    // Answers exist only as rows of a release of six or more people, as a real organisation's
    // do; the open wave's last three people are held back, sealed, as the release job would leave them.
    expect((await db.select({ people: count() }).from(users))[0]?.people).toBe(38);
    expect((await db.select({ completions: count() }).from(participations))[0]?.completions).toBe(67);
    const released = await db.select().from(releases);
    expect(released.map((release) => release.respondentCount).sort()).toEqual([27, 37]);
    const outsideReleases = await db
      .select({ rows: count() })
      .from(answers)
      .where(
        notInArray(
          answers.releaseId,
          released.map((release) => release.id),
        ),
      );
    expect(outsideReleases[0]?.rows).toBe(0);
    expect((await db.select({ completed: answerDrafts.completed }).from(answerDrafts)).map((draft) => draft.completed)).toEqual([
      true,
      true,
      true,
    ]);
  });
});
