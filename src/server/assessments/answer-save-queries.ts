import { sql, type Placeholder } from 'drizzle-orm';
import { z } from 'zod';
import { ASSESSMENT_STATUSES } from '#domain/api/assessments.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';

/**
 * The two statements of an answer save, prepared once per database handle (named statements on
 * PostgreSQL: parsed and planned once per connection). Raw SQL because each is one
 * statement that checks and writes together, which the query builder cannot express.
 */

const p = (name: string): Placeholder => sql.placeholder(name);

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };

function prepare(db: Database, name: string, text: string, params: Placeholder[]): Prepared {
  return db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
}

/**
 * Reads everything a save needs in one statement, and records that the person started (with
 * their team then) when the assessment is open and they consented. It writes the participation
 * only: the draft is written by its own statement, in its own transaction, so no transaction
 * id links a person's participation to their respondent key. The epoch names the key a new
 * draft is sealed under (draft-keys.ts).
 */
const START_AND_READ = `
with target as (
  select id, question_set_id, question_set_version, status from assessments a where organisation_id = $1::uuid and id = $2::uuid
    and (a.audience = 'everyone' or exists (
      select 1 from survey_recipients r where r.organisation_id = $1::uuid and r.assessment_id = a.id and r.user_id = $3::uuid))
), started as (
  insert into participations (assessment_id, user_id, organisation_id, team_manager_id)
  select id, $3::uuid, $1::uuid, $4::uuid from target where status = 'open' and $5::boolean
  on conflict do nothing
  returning 1
)
select t.status, t.question_set_id, t.question_set_version,
  coalesce(p.completed, false) as completed,
  case when p.assessment_id is null then $4::uuid else p.team_manager_id end as team,
  (select u.attributes from users u where u.organisation_id = $1::uuid and u.id = $3::uuid) as attributes,
  d.sealed, coalesce(d.completed, false) as draft_completed,
  (select coalesce(max(r.sequence), 0) from releases r where r.organisation_id = $1::uuid and r.assessment_id = t.id) as epoch
from target t
left join participations p on p.organisation_id = $1::uuid and p.assessment_id = t.id and p.user_id = $3::uuid
left join answer_drafts d on d.organisation_id = $1::uuid and d.assessment_id = t.id and d.respondent_key = $6`;

const OPEN_ASSESSMENT = `exists (select 1 from assessments a where a.organisation_id = $1::uuid and a.id = $2::uuid and a.status = 'open')`;

/**
 * A sealed draft's version: its start, which holds the name of its key and the random nonce
 * every seal draws afresh (about 40 characters: answer-drafts.ts, crypto/aead.ts; a nonce never
 * repeats under a key, or AES-GCM would be broken anyway). Sent instead of the whole 2.8 kB text
 * it stands for. A draft sealed again under another key is another version.
 */
const VERSION_CHARS = 64;

/** Replaces the draft only if it is still the one read (by its version) and the assessment is open. */
const REPLACE_DRAFT = `
update answer_drafts set sealed = $4
where organisation_id = $1::uuid and assessment_id = $2::uuid and respondent_key = $3
  and left(sealed, ${VERSION_CHARS}) = $5 and not completed and ${OPEN_ASSESSMENT}
returning 1 as written`;

/** The first answer: creates the draft unless another save did, the person completed meanwhile, or the assessment is no longer open. */
const CREATE_DRAFT = `
insert into answer_drafts (organisation_id, assessment_id, respondent_key, sealed)
select $1::uuid, $2::uuid, $3, $4
where ${OPEN_ASSESSMENT}
  and not exists (select 1 from participations where organisation_id = $1::uuid and assessment_id = $2::uuid and user_id = $5::uuid and completed)
on conflict do nothing
returning 1 as written`;

/**
 * A later answer in one statement (decision 0039): the draft's compare-and-swap, and the whole
 * admission the policy hook would make, checked together. The session is live by the very
 * conditions of `liveSession()` (sessions.ts: not revoked, not expired, not idle, an active person,
 * an organisation not suspended) and is still this person's; the facts the process admitted the
 * session on are unchanged (organisation, role, whether the organisation requires two-step sign-in
 * of everyone, whether the person has a confirmed second factor); the person has consented; the
 * organisation is not the read-only demo. It only reads the session: sliding its idle timeout is a
 * statement of its own, so no transaction writes both a session and a draft.
 */
const REPLACE_DRAFT_ADMITTED = `
update answer_drafts set sealed = $4
where organisation_id = $1::uuid and assessment_id = $2::uuid and respondent_key = $3
  and left(sealed, ${VERSION_CHARS}) = $5 and not completed and ${OPEN_ASSESSMENT}
  and exists (
    select 1 from sessions s
    join users u on u.id = s.user_id
    join organisations o on o.id = u.organisation_id
    left join second_factors f on f.user_id = u.id
    where s.token_hash = $6 and s.user_id = $7::uuid
      and s.revoked_at is null and s.expires_at > $8::timestamptz and s.last_seen_at > $9::timestamptz
      and (u.is_active or s.exit_assessment_id = $2::uuid) and u.organisation_id = $1::uuid and u.role = $10 and u.consented_at is not null
      and o.suspended_at is null and not o.is_demo
      and coalesce((o.settings ->> 'requireTwoStepForEveryone')::boolean, false) = $11::boolean
      and (f.confirmed_at is not null or exists (select 1 from passkeys p where p.user_id = u.id)) = $12::boolean)
returning 1 as written`;

type Statements = { startAndRead: Prepared; replaceDraft: Prepared; createDraft: Prepared; replaceDraftAdmitted: Prepared };

const statementsOf = new WeakMap<Database, Statements>();

function statements(db: Database): Statements {
  let prepared = statementsOf.get(db);
  if (!prepared) {
    prepared = {
      startAndRead: prepare(
        db,
        'answer_save_start_and_read',
        START_AND_READ,
        ['org', 'assessment', 'user', 'team', 'consented', 'key'].map(p),
      ),
      replaceDraft: prepare(db, 'answer_save_replace_draft', REPLACE_DRAFT, ['org', 'assessment', 'key', 'sealed', 'previous'].map(p)),
      createDraft: prepare(db, 'answer_save_create_draft', CREATE_DRAFT, ['org', 'assessment', 'key', 'sealed', 'user'].map(p)),
      replaceDraftAdmitted: prepare(
        db,
        'answer_save_replace_draft_admitted',
        REPLACE_DRAFT_ADMITTED,
        [
          'org',
          'assessment',
          'key',
          'sealed',
          'previous',
          'tokenHash',
          'user',
          'now',
          'idleSince',
          'role',
          'requiresTwoStep',
          'hasSecondFactor',
        ].map(p),
      ),
    };
    statementsOf.set(db, prepared);
  }
  return prepared;
}

const AnsweringStateSchema = z.object({
  status: z.enum(ASSESSMENT_STATUSES),
  question_set_id: z.string().nullable(),
  question_set_version: z.number().int().nullable(),
  completed: z.boolean(),
  team: z.string().nullable(),
  /** The person's attributes now: a draft made by this save records them (answer-drafts.ts). */
  attributes: z.record(z.string(), z.unknown()).nullable(),
  sealed: z.string().nullable(),
  draft_completed: z.boolean(),
  /** The assessment's draft key epoch (draft-keys.ts). */
  epoch: z.coerce.number(),
});
export type AnsweringState = z.infer<typeof AnsweringStateSchema>;

export async function startAndReadDraft(
  db: Database,
  organisationId: string,
  input: { assessmentId: string; userId: string; teamManagerId: string | null; consented: boolean; respondentKey: string },
): Promise<AnsweringState | undefined> {
  const result = await statements(db).startAndRead.execute({
    org: organisationId,
    assessment: input.assessmentId,
    user: input.userId,
    team: input.teamManagerId,
    consented: input.consented,
    key: input.respondentKey,
  });
  return parseRows(result, AnsweringStateSchema)[0];
}

const WrittenSchema = z.object({ written: z.number() });

/** Writes the new sealed draft over `previous` (or creates it when there was none); false when something changed in between. */
export async function writeDraftIfUnchanged(
  db: Database,
  organisationId: string,
  input: { assessmentId: string; respondentKey: string; userId: string; sealed: string; previous: string | null },
): Promise<boolean> {
  const base = { org: organisationId, assessment: input.assessmentId, key: input.respondentKey, sealed: input.sealed };
  const result =
    input.previous === null
      ? await statements(db).createDraft.execute({ ...base, user: input.userId })
      : await statements(db).replaceDraft.execute({ ...base, previous: input.previous.slice(0, VERSION_CHARS) });
  return parseRows(result, WrittenSchema).length === 1;
}

/** What the process admitted a session on, which `writeAdmittedDraft` checks unchanged. */
export type AdmissionFacts = {
  tokenHash: string;
  userId: string;
  organisationId: string;
  role: string;
  requiresTwoStep: boolean;
  hasSecondFactor: boolean;
};

/** Writes a later answer's sealed draft over `previous` in one statement, if the session would still be admitted; false otherwise. */
export async function writeAdmittedDraft(
  db: Database,
  admission: AdmissionFacts,
  input: { assessmentId: string; respondentKey: string; sealed: string; previous: string; now: Date; idleSince: Date },
): Promise<boolean> {
  const result = await statements(db).replaceDraftAdmitted.execute({
    org: admission.organisationId,
    assessment: input.assessmentId,
    key: input.respondentKey,
    sealed: input.sealed,
    previous: input.previous.slice(0, VERSION_CHARS),
    tokenHash: admission.tokenHash,
    user: admission.userId,
    now: input.now.toISOString(),
    idleSince: input.idleSince.toISOString(),
    role: admission.role,
    requiresTwoStep: admission.requiresTwoStep,
    hasSecondFactor: admission.hasSecondFactor,
  });
  return parseRows(result, WrittenSchema).length === 1;
}
