import { sql } from 'drizzle-orm';
import type { DraftKey } from '#server/crypto/draft-key-ring.ts';
import { UnsealError } from '#server/crypto/aead.ts';
import type { Database } from '#server/db/client.ts';
import { deriveKey, type Secrets } from '#server/secrets.ts';
import { DraftKeyGoneError, resealDraft, sealDraft, sealedPrefixOf, type Draft, type DraftKeys } from './answer-drafts.ts';
import {
  draftEpoch,
  draftsByKey,
  keyStatesOf,
  lockAssessmentForKeys,
  lockDraftsOf,
  resealIfUnchanged,
  writeResealed,
} from './draft-keys-queries.ts';

/*
 * Released means unreadable, even with the secret (decision 0041). Drafts are sealed under a
 * random key per assessment and epoch, held in the draft key ring outside the database; the
 * epoch is the number of releases the assessment has had, so a release's commit starts the next
 * one, and every draft written from then on is sealed under its key. Once the release has
 * committed, `retireDraftKeys` seals the drafts it left again under that key, and then destroys
 * the earlier keys, and with them every version of the released people's drafts, wherever a
 * copy of one lies. Until then both are kept, so nothing is lost when either step fails: the
 * next release run, or the next start, finishes it (`retireLeftoverDraftKeys`). Sealing them
 * again in the release's own transaction would give the drafts left the transaction id of the
 * released answers.
 *
 * Processes sharing a database race this only when they create a draft (a person's first
 * answer, or a completion that found none): such a statement may have chosen its epoch before
 * the release committed and land after the drafts were sealed again, under a key about to go.
 * So whoever creates a draft reads the epoch again once it is written, and seals it again from
 * the plaintext it still holds if it moved (`keepUnderCurrentKey`). A draft that is replaced
 * needs no such check: sealing the drafts again changes every one of them, so a replacement of
 * a version read before fails its compare-and-swap and reads again.
 */

const keysOf = new WeakMap<Secrets, DraftKeys>();

/** The keys that open a process's drafts: the ring, and the derived key of drafts an earlier version sealed. */
export function draftKeysOf(secrets: Secrets): DraftKeys {
  let keys = keysOf.get(secrets);
  if (!keys) {
    keys = { ring: secrets.draftKeys, legacy: deriveKey(secrets, 'answer-drafts') };
    keysOf.set(secrets, keys);
  }
  return keys;
}

/** The key new drafts of the assessment are sealed under now. */
export async function currentDraftKey(db: Database, keys: DraftKeys, organisationId: string, assessmentId: string): Promise<DraftKey> {
  return keys.ring.obtain(assessmentId, await draftEpoch(db, organisationId, assessmentId));
}

export type WrittenDraft = {
  organisationId: string;
  assessmentId: string;
  respondentKey: string;
  sealed: string;
  draft: Draft;
  capacity: number;
  epoch: number;
};

/**
 * After a draft was created under the key of `epoch`: if a release has started another epoch
 * meanwhile, the draft is sealed again under its key, from the plaintext, while this version is
 * still the stored one. Returns the draft's sealed text as stored now, or undefined when another
 * write replaced it meanwhile (then that one stands).
 */
export async function keepUnderCurrentKey(db: Database, keys: DraftKeys, written: WrittenDraft): Promise<string | undefined> {
  let { sealed, epoch } = written;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const now = await draftEpoch(db, written.organisationId, written.assessmentId);
    if (now === epoch) return sealed;
    const resealed = sealDraft(
      keys.ring.obtain(written.assessmentId, now),
      written.assessmentId,
      written.respondentKey,
      written.draft,
      written.capacity,
    );
    if (
      !(await resealIfUnchanged(db, written.organisationId, {
        assessmentId: written.assessmentId,
        respondentKey: written.respondentKey,
        previous: sealed,
        sealed: resealed,
      }))
    ) {
      return undefined;
    }
    sealed = resealed;
    epoch = now;
  }
  return undefined;
}

type Resealing = { resealed: number; unreadable: number };

/** Seals the (locked) rows again under `key`; rows whose key is gone stay as they are, counted. */
async function resealUnder(
  tx: Database,
  keys: DraftKeys,
  organisationId: string,
  key: DraftKey,
  rows: { respondent_key: string; sealed: string }[],
): Promise<Resealing> {
  const resealed: { respondentKey: string; sealed: string }[] = [];
  let unreadable = 0;
  for (const row of rows) {
    try {
      resealed.push({
        respondentKey: row.respondent_key,
        sealed: resealDraft(keys, key, key.assessmentId, row.respondent_key, row.sealed),
      });
    } catch (error) {
      if (!(error instanceof DraftKeyGoneError || error instanceof UnsealError)) throw error;
      unreadable += 1;
    }
  }
  await writeResealed(tx, organisationId, key.assessmentId, resealed);
  return { resealed: resealed.length, unreadable };
}

/**
 * After a release (or at start-up, or for an assessment deleted): under the assessment's lock, so
 * no release runs meanwhile, every draft not under the current epoch's key (left by the release,
 * by a process that created one as it committed, or sealed by an earlier version) is sealed again
 * under it; once that commits, the keys of earlier epochs are destroyed, and every key of an
 * assessment gone, or closed with no draft left.
 */
export async function retireDraftKeys(db: Database, keys: DraftKeys, assessmentId: string): Promise<Resealing & { destroyed: number }> {
  const outcome = await db.transaction(async (tx) => {
    const assessment = await lockAssessmentForKeys(tx, assessmentId);
    // Listed under the lock: no release of the assessment runs meanwhile.
    const stored = keys.ring.list().filter((name) => name.assessmentId === assessmentId);
    if (!assessment) return { destroy: stored.map((name) => name.epoch), resealed: 0, unreadable: 0 };
    const current = keys.ring.existing(assessmentId, assessment.epoch);
    const stale = await lockDraftsOf(tx, assessment.organisation_id, assessmentId, current ? sealedPrefixOf(current) : undefined);
    const resealing =
      stale.length === 0
        ? { resealed: 0, unreadable: 0 }
        : await resealUnder(tx, keys, assessment.organisation_id, current ?? keys.ring.obtain(assessmentId, assessment.epoch), stale);
    // A closed assessment never gets a draft again: with none left, none of its keys can open anything to come.
    const finished = assessment.status === 'closed' && !assessment.has_drafts;
    const destroy = stored.filter((name) => finished || name.epoch !== assessment.epoch).map((name) => name.epoch);
    return { destroy, ...resealing };
  });
  for (const epoch of outcome.destroy) keys.ring.destroy(assessmentId, epoch);
  return { resealed: outcome.resealed, unreadable: outcome.unreadable, destroyed: outcome.destroy.length };
}

/**
 * Every assessment whose keys need retiring: an epoch behind, gone, or closed with no draft
 * left. What a release that failed after its commit, or a process that stopped, left behind.
 */
export async function retireLeftoverDraftKeys(db: Database, keys: DraftKeys): Promise<number> {
  const stored = keys.ring.list();
  const ids = [...new Set(stored.map((name) => name.assessmentId))];
  const states = new Map((await keyStatesOf(db, ids)).map((state) => [state.id, state]));
  let destroyed = 0;
  for (const id of ids) {
    const state = states.get(id);
    const due =
      !state || (state.status === 'closed' && !state.drafts) || stored.some((name) => name.assessmentId === id && name.epoch < state.epoch);
    if (due) destroyed += (await retireDraftKeys(db, keys, id)).destroyed;
  }
  return destroyed;
}

export type DraftKeysReport = { resealedFromEarlierVersion: number; destroyed: number; unreadable: number };

/**
 * At start-up: leftovers retired, drafts an earlier version sealed under the derived key sealed
 * again under the ring's keys (then the table is rewritten, so their old versions leave its
 * pages), and the drafts whose key is missing counted, for the server to say so.
 */
export async function prepareDraftKeys(db: Database, engine: 'pglite' | 'postgresql', keys: DraftKeys): Promise<DraftKeysReport> {
  let destroyed = await retireLeftoverDraftKeys(db, keys);
  const earlier = [...new Set((await draftsByKey(db)).filter((row) => row.epoch === null).map((row) => row.assessment_id))];
  let resealedFromEarlierVersion = 0;
  for (const assessmentId of earlier) {
    const outcome = await retireDraftKeys(db, keys, assessmentId);
    resealedFromEarlierVersion += outcome.resealed;
    destroyed += outcome.destroyed;
  }
  if (resealedFromEarlierVersion > 0) {
    // The earlier versions' drafts open with the secret alone: a rewritten table keeps none of them.
    await db.execute(sql`vacuum full answer_drafts`);
    if (engine === 'pglite') await db.execute(sql`checkpoint`);
  }
  return { resealedFromEarlierVersion, destroyed, unreadable: (await countDrafts(db, keys)).unreadable };
}

/**
 * How many drafts there are, and how many of them no key in the ring opens (their key was
 * destroyed, or the ring is not the one they were sealed under): what a restore checks. Drafts of
 * earlier versions count as readable: the derived key opens them.
 */
export async function countDrafts(db: Database, keys: DraftKeys): Promise<{ drafts: number; unreadable: number }> {
  let drafts = 0;
  let unreadable = 0;
  for (const row of await draftsByKey(db)) {
    drafts += row.n;
    const readable =
      row.epoch === null || (row.tag !== null && keys.ring.find(row.assessment_id, Number(row.epoch), row.tag) !== undefined);
    if (!readable) unreadable += row.n;
  }
  return { drafts, unreadable };
}
