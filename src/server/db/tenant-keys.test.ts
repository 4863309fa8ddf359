import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect } from 'vitest';
import { testEngine } from '#tests/db.ts';
import { it, useTestDatabase } from '#tests/fixtures.ts';
import type { DatabaseHandle } from './client.ts';
import { parseRows } from './rows.ts';

/**
 * The schema, read from the migrated database's catalog, can be distributed by organisation
 * (Citus, docs/scaling.md): every table is classified here with its reason, every tenant table
 * holds organisation_id, and every key of a tenant table includes it. A new table fails this
 * file until someone classifies it.
 */
type Kind =
  /** Holds one organisation's data: distributed by organisation_id. */
  | 'tenant'
  /** The organisations table itself: distributed by its id, colocated with the tenant tables. */
  | 'tenant-root'
  /** Copied to every node (a Citus reference table): the same for every organisation, or needed before one is known and pointed to by tenant tables. */
  | 'reference'
  /** Not one organisation's data: stays on the coordinator. */
  | 'global';

const TABLES: Record<string, { kind: Kind; reason: string }> = {
  organisations: { kind: 'tenant-root', reason: 'one row per tenant; its id is the distribution value' },
  assessments: { kind: 'tenant', reason: "an organisation's assessment runs" },
  participations: { kind: 'tenant', reason: 'who in the organisation started and completed an assessment' },
  survey_recipients: { kind: 'tenant', reason: "whom the organisation's onboarding and exit surveys were sent to (decision 0066)" },
  answer_drafts: { kind: 'tenant', reason: 'sealed in-progress answers of an assessment' },
  releases: { kind: 'tenant', reason: 'release batches of an assessment' },
  answers: { kind: 'tenant', reason: 'released answers of an assessment' },
  released_comments: { kind: 'tenant', reason: 'released comments of an assessment' },
  assessment_questions: { kind: 'tenant', reason: "the questions of an organisation's assessment that has its own" },
  question_aggregates: { kind: 'tenant', reason: 'running sums of an assessment' },
  domain_aggregates: { kind: 'tenant', reason: 'running sums of an assessment' },
  result_publications: {
    kind: 'tenant',
    reason: "the respondent sets each release of an assessment published: the anonymity auditor's history",
  },
  result_figures: { kind: 'tenant', reason: "the organisation figures of an assessment's newest publication" },
  team_result_figures: { kind: 'tenant', reason: "each team's newest published figures of an assessment" },
  roadmap_items: { kind: 'tenant', reason: "an assessment's priority actions" },
  action_plans: { kind: 'tenant', reason: "action plans people made on an assessment's shown results" },
  action_plan_updates: { kind: 'tenant', reason: "progress updates of an organisation's action plans" },
  pulse_programmes: { kind: 'tenant', reason: "an organisation's pulse programmes" },
  invitations: { kind: 'tenant', reason: "an organisation's invitations" },
  reminder_slots: { kind: 'tenant', reason: "when an assessment's reminders go and went" },
  reminder_recipients: { kind: 'tenant', reason: "the last day each of the organisation's people was sent a reminder" },
  mail_unsubscribes: { kind: 'tenant', reason: "the organisation's people who asked for no assessment e-mail" },
  daily_completions: {
    kind: 'tenant',
    reason: "the organisation's completions per UTC day, summed across organisations for the platform's figures",
  },
  email_domain_requests: {
    kind: 'tenant',
    reason: 'e-mail domains an organisation asked the platform administrator to approve (the platform reads them across organisations)',
  },
  sso_saml_assertions: {
    kind: 'tenant',
    reason: 'SAML assertions that signed someone in to the organisation, kept until they expire so none is accepted twice',
  },
  organisation_attributes: { kind: 'tenant', reason: 'the person attributes an organisation defined itself (decision 0060)' },
  sso_configurations: {
    kind: 'tenant',
    reason: "an organisation's single sign-on; discovery by e-mail domain reads across organisations, one small row each",
  },
  sso_pending_sign_ins: { kind: 'tenant', reason: "a sign-in at the organisation's provider, between leaving and coming back" },
  question_sets: { kind: 'reference', reason: 'product content, the same for every organisation' },
  questions: { kind: 'reference', reason: 'product content, the same for every organisation' },
  question_set_versions: {
    kind: 'reference',
    reason: "versions of the product's built-in sets, the same for every organisation; assessments point to the one they ask",
  },
  question_set_version_questions: { kind: 'reference', reason: 'the statements of each version of a built-in set, product content' },
  question_bank_state: { kind: 'reference', reason: 'which version of the product content the database holds' },
  users: {
    kind: 'reference',
    reason:
      'sign-in finds a person by e-mail before any organisation is known, and a person may have none yet, so it cannot be distributed by organisation; tenant tables point to it, which Citus allows only to a reference table',
  },
  sessions: { kind: 'global', reason: 'found by cookie token on every request, before the organisation is known' },
  account_tokens: { kind: 'global', reason: 'e-mail verification and reset tokens of people who may have no organisation' },
  second_factors: { kind: 'global', reason: "part of a person's sign-in, keyed by the person" },
  recovery_codes: { kind: 'global', reason: "part of a person's sign-in, keyed by the person" },
  pending_sign_ins: { kind: 'global', reason: 'a sign-in between password and second step, found by token' },
  known_devices: {
    kind: 'global',
    reason: 'browsers a person signed in with, found by cookie token at sign-in, before any organisation is known',
  },
  organisation_requests: { kind: 'global', reason: 'a request to create an organisation, before the organisation exists' },
  mail_outbox: { kind: 'global', reason: 'one queue every app process polls across organisations; sign-up mail has no organisation' },
  audit_events: { kind: 'global', reason: 'also records platform events that have no organisation' },
  rate_limit_buckets: { kind: 'global', reason: 'counters per address or account, shared by every app process' },
  contact_messages: { kind: 'global', reason: "enquiries from the consultancy's public site, no organisation" },
  active_people_counts: {
    kind: 'global',
    reason: 'active people per organisation, kept by a trigger on users, so it stays where users is',
  },
  passkeys: {
    kind: 'global',
    reason: "part of a person's sign-in, keyed by the person and found by credential before any organisation is known",
  },
  passkey_challenges: { kind: 'global', reason: 'a passkey ceremony in progress, found by token, for people who may have no organisation' },
  answer_links: { kind: 'global', reason: "an e-mailed answer link, found by its token before the person's organisation is known" },
  scim_tokens: { kind: 'global', reason: "an identity provider's bearer token, found by its hash before the organisation is known" },
  'drizzle.__drizzle_migrations': { kind: 'global', reason: 'which migrations ran' },
};

/**
 * Foreign keys Citus refuses once the tables are distributed: from a reference table or a
 * coordinator (global) table to a distributed one, and from a distributed table to a
 * coordinator table. Citus allows keys between colocated tenant tables that include the
 * distribution column, from any table to a reference table, and between coordinator tables.
 * Each refused key is named here with what replaces it on the day of distribution
 * (docs/scaling.md, section 3); on one PostgreSQL server they are all enforced as they are.
 */
const REFUSED_BY_CITUS: Record<string, string> = {
  'users.organisation_id -> organisations.id': 'dropped: deleting an organisation removes its people in the service',
  'audit_events.organisation_id -> organisations.id': 'dropped: deleting an organisation removes its events in the service',
  'mail_outbox.organisation_id -> organisations.id': 'dropped: deleting an organisation removes its queued mail in the service',
  'invitations.last_mail_id -> mail_outbox.id': 'dropped: the invitation keeps the id, and a sent or purged message is simply not found',
  'answer_links.organisation_id -> organisations.id': 'dropped: deleting an organisation removes its answer links in the service',
  'answer_links.organisation_id+assessment_id -> assessments.organisation_id+id':
    'dropped: deleting an assessment removes its answer links in the service; a link naming no open assessment is refused',
  'answer_links.organisation_id+invitation_id -> invitations.organisation_id+id':
    'dropped: a link whose invitation is gone or no longer pending is refused when used',
  'scim_tokens.organisation_id -> organisations.id': 'dropped: deleting an organisation removes its SCIM tokens in the service',
};

/** Whether Citus keeps a foreign key between tables of these kinds once distributed. */
function citusAllows(from: Kind | undefined, to: Kind | undefined): boolean {
  const distributed = (kind: Kind | undefined) => kind === 'tenant' || kind === 'tenant-root';
  if (to === 'reference') return true;
  if (distributed(from) && distributed(to)) return true; // colocated; the pairing test checks the distribution column
  return from === 'global' && to === 'global';
}

const TableSchema = z.object({ name: z.string() });
const ColumnSchema = z.object({ table_name: z.string(), column_name: z.string(), is_nullable: z.string() });
const KeySchema = z.object({
  table_name: z.string(),
  key_name: z.string(),
  kind: z.string(),
  columns: z.string(),
  ref_table: z.string().nullable(),
  ref_columns: z.string().nullable(),
});
type Key = { table: string; name: string; kind: string; columns: string[]; refTable: string | null; refColumns: string[] };

async function readTables(database: DatabaseHandle): Promise<string[]> {
  const result = await database.db.execute(sql`
    select case when n.nspname = 'public' then c.relname else n.nspname || '.' || c.relname end as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'
    order by 1`);
  return parseRows(result, TableSchema).map((row) => row.name);
}

/** Primary keys, unique constraints and unique indexes (partial and expression ones too), and foreign keys. */
async function readKeys(database: DatabaseHandle): Promise<Key[]> {
  const result = await database.db.execute(sql`
    select t.relname as table_name, i.relname as key_name, case when x.indisprimary then 'primary' else 'unique' end as kind,
      coalesce((select string_agg(a.attname, ',' order by k.n) from unnest(x.indkey::int2[]) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum), '') as columns,
      null as ref_table, null as ref_columns
    from pg_index x join pg_class t on t.oid = x.indrelid join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and x.indisunique
    union all
    select t.relname, c.conname, 'foreign',
      (select string_agg(a.attname, ',' order by k.n) from unnest(c.conkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum),
      r.relname,
      (select string_agg(a.attname, ',' order by k.n) from unnest(c.confkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum)
    from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and c.contype = 'f'
    order by 1, 2`);
  return parseRows(result, KeySchema).map((row) => ({
    table: row.table_name,
    name: row.key_name,
    kind: row.kind,
    columns: row.columns === '' ? [] : row.columns.split(','),
    refTable: row.ref_table,
    refColumns: row.ref_columns ? row.ref_columns.split(',') : [],
  }));
}

const kindOf = (table: string | null): Kind | undefined => (table === null ? undefined : TABLES[table]?.kind);
const isTenant = (table: string | null) => kindOf(table) === 'tenant';
const describeKey = (key: Key) => `${key.table}.${key.columns.join('+')} -> ${key.refTable ?? ''}.${key.refColumns.join('+')}`;

describe(`tenant keys on ${testEngine}`, () => {
  let keys: Key[];

  // Migrating a fresh embedded database takes a while on a busy machine.
  const database = useTestDatabase({ timeout: 240_000 });
  beforeAll(async () => {
    keys = await readKeys(database);
  });

  it('classifies every table of the migrated database, and only tables that exist', async () => {
    expect(await readTables(database)).toEqual(Object.keys(TABLES).sort());
  });

  it('gives every tenant table an organisation_id that is never null', async () => {
    const result = await database.db.execute(sql`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = 'public' and column_name = 'organisation_id'`);
    const columns = parseRows(result, ColumnSchema);
    const tenantTables = Object.keys(TABLES).filter((table) => isTenant(table));
    const notNull = columns.filter((column) => column.is_nullable === 'NO').map((column) => column.table_name);
    expect(tenantTables.filter((table) => !notNull.includes(table))).toEqual([]);
  });

  it('puts organisation_id in every primary key and unique key of a tenant table', () => {
    const tenantKeys = keys.filter((key) => key.kind !== 'foreign' && isTenant(key.table));
    expect(tenantKeys.length).toBeGreaterThan(10);
    expect(tenantKeys.filter((key) => !key.columns.includes('organisation_id')).map((key) => key.name)).toEqual([]);
    // Every tenant table has a primary key, which Citus needs to hold the distribution column;
    // but answers and comments: a row id there would be something to order or join released answers by.
    const withPrimary = new Set(tenantKeys.filter((key) => key.kind === 'primary').map((key) => key.table));
    const tenantTables = Object.keys(TABLES).filter((table) => isTenant(table) && table !== 'answers' && table !== 'released_comments');
    expect(tenantTables.filter((table) => !withPrimary.has(table))).toEqual([]);
  });

  it('pairs organisation_id with organisation_id (or the organisation) in every foreign key between tenant tables', () => {
    const between = keys.filter(
      (key) => key.kind === 'foreign' && isTenant(key.table) && (isTenant(key.refTable) || kindOf(key.refTable) === 'tenant-root'),
    );
    expect(between.length).toBeGreaterThan(10);
    const unpaired = between.filter((key) => {
      const position = key.columns.indexOf('organisation_id');
      const expected = key.refTable === 'organisations' ? 'id' : 'organisation_id';
      return position === -1 || key.refColumns[position] !== expected;
    });
    expect(unpaired.map(describeKey)).toEqual([]);
  });

  it('names every foreign key Citus would refuse once distributed, with what replaces it', () => {
    const refused = keys.filter((key) => key.kind === 'foreign' && !citusAllows(kindOf(key.table), kindOf(key.refTable))).map(describeKey);
    expect(refused.sort()).toEqual(Object.keys(REFUSED_BY_CITUS).sort());
  });

  it('keeps the anonymous tables free of anything that names a person', async () => {
    const result = await database.db.execute(sql`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name in ('answers', 'released_comments', 'releases', 'question_aggregates', 'domain_aggregates', 'result_publications', 'result_figures', 'team_result_figures')`);
    const personColumns = parseRows(result, ColumnSchema).filter((column) =>
      /^(user_id|respondent_key|team_manager_id|manager_id|email)$|_by$|_at$/.test(column.column_name),
    );
    expect(personColumns).toEqual([]);
    const answerColumns = parseRows(result, ColumnSchema)
      .filter((column) => column.table_name === 'answers')
      .map((column) => column.column_name);
    expect(answerColumns.sort()).toEqual(['assessment_id', 'organisation_id', 'question_id', 'release_id', 'value']);
    const anonymousKeysToPeople = keys.filter(
      (key) =>
        key.kind === 'foreign' &&
        [
          'answers',
          'released_comments',
          'releases',
          'question_aggregates',
          'domain_aggregates',
          'result_publications',
          'result_figures',
          'team_result_figures',
          'answer_drafts',
        ].includes(key.table) &&
        (key.refTable === 'users' || kindOf(key.refTable) === 'global'),
    );
    expect(anonymousKeysToPeople.map(describeKey)).toEqual([]);
  });
});
