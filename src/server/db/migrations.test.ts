import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, describe, expect } from 'vitest';
import { allQuestions, questionSets as bankSets } from '#domain/question-bank.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation } from '#tests/factories.ts';
import { it, useTestDatabase } from '#tests/fixtures.ts';
import { syncQuestionBank } from './question-bank-sync.ts';
import { parseRows } from './rows.ts';
import { defaultOrganisationSettings, organisations, questionBankState, questions, questionSets } from './schema.ts';
import { isUpToDate } from './up-to-date.ts';

const TableRowSchema = z.object({ table_name: z.string() });

describe(`migrations on ${testEngine}`, () => {
  const database = useTestDatabase({ emptied: 'once' });

  afterAll(async () => {
    // Leave the bank as the code defines it for the next file on this worker.
    await syncQuestionBank(database.db);
  });

  it('creates every table of the schema', async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = parseRows(result, TableRowSchema).map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining(['audit_events', 'mail_outbox', 'organisations', 'question_sets', 'questions', 'sessions', 'users']),
    );
  });

  it('applying the migrations again changes nothing and keeps data', async () => {
    const organisation = await createOrganisation(database.db, { name: 'Kept Across Migrations Ltd' });
    await database.migrate();
    const result = await database.db.execute(sql`select name from organisations where id = ${organisation.id}`);
    expect(parseRows(result, z.object({ name: z.string() }))).toEqual([{ name: 'Kept Across Migrations Ltd' }]);
  });

  it('moves stored organisation settings to the camelCase keys of the payloads, every setting present, the minimum group size at its floor', async () => {
    const before = await createOrganisation(database.db, { name: 'Settings Before Camel Case Ltd' });
    const snakeCase = {
      allow_self_registration: true,
      require_email_verification: false,
      allowed_email_domains: ['old.example'],
      retention_months: 6,
      approved_email_domains: ['approved.example'],
    };
    await database.db.execute(sql`update organisations set settings = ${JSON.stringify(snakeCase)}::jsonb where id = ${before.id}`);
    const migration = readFileSync(new URL('../../../drizzle/0010_organisation_settings_camel_case.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
    // The minimum group size came later (0023): its statements that touch the settings, again.
    const groupSize = readFileSync(new URL('../../../drizzle/0023_minimum_group_size.sql', import.meta.url), 'utf8');
    for (const statement of groupSize.split('--> statement-breakpoint').filter((text) => text.includes('"organisations"')))
      await database.db.execute(sql.raw(statement));

    const [migrated] = await database.db.select().from(organisations).where(eq(organisations.id, before.id));
    expect(migrated?.settings).toEqual({
      allowSelfRegistration: true,
      requireEmailVerification: false,
      allowedEmailDomains: ['old.example'],
      retentionMonths: 6,
      resultsAfterClose: false,
      requireTwoStepForEveryone: false,
      minimumGroupSize: 6,
      approvedEmailDomains: ['approved.example'],
    });
    await database.db.execute(sql`insert into organisations (name) values ('Column Default Ltd')`);
    const [fresh] = await database.db.select().from(organisations).where(eq(organisations.name, 'Column Default Ltd'));
    expect(fresh?.settings).toEqual(defaultOrganisationSettings);
  });

  it('seeds the five built-in question sets with their questions in order', async () => {
    const sets = await database.db.select().from(questionSets).orderBy(questionSets.id);
    expect(sets.map((set) => set.id).sort()).toEqual([
      'culture-change-readiness',
      'default-assessment',
      'deib-assessment',
      'people-first-maturity',
      'workforce-transformation',
    ]);
    const rows = await database.db.select().from(questions).where(eq(questions.isActive, true));
    expect(rows).toHaveLength(41);
    const deib = rows.filter((row) => row.setId === 'deib-assessment').sort((a, b) => a.orderIndex - b.orderIndex);
    expect(deib.map((row) => row.domain)).toEqual([
      ...Array(3).fill('leadership-governance'),
      ...Array(3).fill('recruitment-hiring'),
      ...Array(3).fill('culture-belonging'),
    ]);
    const bankDeib = bankSets.find((set) => set.id === 'deib-assessment');
    expect(sets.find((set) => set.id === 'deib-assessment')?.title).toBe(bankDeib?.title);
  });

  it('brings edited wording back in line and deactivates questions that left the bank', async () => {
    const first = allQuestions[0];
    if (!first) throw new Error('the question bank is empty');
    await database.db.update(questions).set({ text: 'Edited by hand' }).where(eq(questions.id, first.id));
    await database.db.insert(questions).values({
      id: 'retired-question',
      setId: first.setId,
      text: 'No longer asked.',
      domain: first.domain,
      subcategory: 'retired',
      orderIndex: 99,
    });

    await syncQuestionBank(database.db);

    const [restored] = await database.db.select().from(questions).where(eq(questions.id, first.id));
    expect(restored?.text).toBe(first.text);
    const [retired] = await database.db.select().from(questions).where(eq(questions.id, 'retired-question'));
    expect(retired?.isActive).toBe(false);
  });

  it('skips the migrations and the question bank on a restart of the same build, and runs them for a new bank or migration', async () => {
    const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
    await database.migrate();
    expect(await isUpToDate(database.db, migrationsFolder)).toBe(true);

    // Up to date: nothing is rewritten, so a hand edit survives a restart…
    const first = allQuestions[0];
    if (!first) throw new Error('the question bank is empty');
    await database.db.update(questions).set({ text: 'Edited by hand' }).where(eq(questions.id, first.id));
    await database.migrate();
    expect((await database.db.select().from(questions).where(eq(questions.id, first.id)))[0]?.text).toBe('Edited by hand');

    // …until the bank in the code differs from the one synchronised: then it is synchronised again.
    await database.db.update(questionBankState).set({ fingerprint: 'an older question bank' });
    expect(await isUpToDate(database.db, migrationsFolder)).toBe(false);
    await database.migrate();
    expect((await database.db.select().from(questions).where(eq(questions.id, first.id)))[0]?.text).toBe(first.text);
    expect(await isUpToDate(database.db, migrationsFolder)).toBe(true);

    // A build with a newer migration than the database holds is not up to date either.
    const newerBuild = await mkdtemp(join(tmpdir(), 'migrations-'));
    await mkdir(join(newerBuild, 'meta'));
    await writeFile(join(newerBuild, 'meta', '_journal.json'), JSON.stringify({ entries: [{ when: Date.now() + 60_000 }] }));
    expect(await isUpToDate(database.db, newerBuild)).toBe(false);
    await rm(newerBuild, { recursive: true });
  });
});
