import { randomBytes } from 'node:crypto';

/** The baseline's table: shaped like answer_drafts (keys, a sealed text, a flag). */
export const BARE_TABLE = `
create table if not exists bench_bare_answers (
  organisation_id uuid not null, assessment_id uuid not null, respondent_key text not null,
  sealed text not null, completed boolean not null default false,
  primary key (assessment_id, respondent_key))`;

export const BARE_ORGANISATION = '00000000-0000-4000-8000-000000000001';
export const BARE_ASSESSMENT = '00000000-0000-4000-8000-000000000002';

export const BARE_INSERT = `
insert into bench_bare_answers (organisation_id, assessment_id, respondent_key, sealed)
values ('${BARE_ORGANISATION}', '${BARE_ASSESSMENT}', $1, $2)
on conflict (assessment_id, respondent_key) do update set sealed = excluded.sealed`;

// A sealed draft is base64 of a 2,048-byte padded block plus nonce and tag: the same length here.
const FILLER = randomBytes(2048 + 28).toString('base64');

export const bareRowFor = (key: string, value: number) => ({ key, sealed: `${value}${FILLER.slice(1)}` });
