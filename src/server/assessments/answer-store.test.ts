import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '#tests/factories.ts';
import { getTestDatabase, resetDatabase, testEngine } from '#tests/db.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { assessments } from '../db/schema.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { storeAnswer } from './answer-store.ts';
import { aggregateDifferences } from './aggregates-check.ts';

const deib = questionsForSet('deib-assessment');

// One save: which respondent (0-5), which question, which value (null = prefer not to say).
const saveArbitrary = fc.record({
  respondent: fc.integer({ min: 0, max: 5 }),
  question: fc.integer({ min: 0, max: deib.length - 1 }),
  value: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
});

describe(`maintained aggregates on ${testEngine}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await getTestDatabase();
  });

  it('always agree with a recomputation from the raw answers, whatever the order of saves and changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(saveArbitrary, { minLength: 1, maxLength: 40 }), async (saves) => {
        await resetDatabase(database);
        const organisation = await createOrganisation(database.db);
        const creator = await createUser(database.db, { organisationId: organisation.id });
        const [assessment] = await database.db
          .insert(assessments)
          .values({ organisationId: organisation.id, questionSetId: 'deib-assessment', title: 'T', description: 'D', status: 'open', wave: 1, createdBy: creator.id })
          .returning();
        if (!assessment) throw new Error('no assessment');
        for (const save of saves) {
          const question = deib[save.question];
          if (!question) throw new Error('no question');
          await database.db.transaction((tx) =>
            storeAnswer(tx, {
              organisationId: organisation.id,
              assessmentId: assessment.id,
              respondentKey: `respondent-${save.respondent}`,
              // Respondents 0-2 in one team, 3-5 in none: both kinds of team key are exercised.
              teamKey: save.respondent < 3 ? 'team-a' : '',
              questionId: question.id,
              domain: question.domain,
              value: save.value,
              day: '2026-11-22',
            }),
          );
        }
        expect(await aggregateDifferences(database.db, assessment.id)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
