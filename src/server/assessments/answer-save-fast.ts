import type { FastifyRequest } from 'fastify';
import type { AnswerValue } from '#domain/question-kinds.ts';
import type { ServerContext } from '#server/context.ts';
import { admitDeferred, admittedSessionOf, memberOf } from '#server/auth/route-policy.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { LAST_SEEN_RESOLUTION_MS, SESSION_IDLE_TIMEOUT_MS, slideSession } from '#server/auth/sessions.ts';
import { openDraft, sealDraft, sealedKeyName } from './answer-drafts.ts';
import { applyAnswer, saveAnswer, type SaveOutcome } from './answer-save.ts';
import { writeAdmittedDraft, type AdmissionFacts } from './answer-save-queries.ts';
import { prefetchedAnsweringState } from './answer-save-session.ts';
import { BoundedCache } from './bounded-cache.ts';
import { draftKeysOf } from './draft-keys.ts';
import { askedQuestions } from './questions.ts';
import { respondentKey } from './respondent-key.ts';

/**
 * A later answer in one statement (decision 0039). When this process admitted a session for an
 * answer save a moment ago and wrote (or read) the person's sealed draft, the next save of that
 * person skips the session lookup: the policy hook puts the admission off (`admitsInStatement`),
 * the answer is applied to the draft kept here, and one statement writes it if the draft is still
 * the one kept and the session would still be admitted, checked in SQL
 * (`writeAdmittedDraft`). Anything else — nothing kept, another tab's or process's write, a
 * session revoked, an organisation suspended, consent withdrawn, the assessment paused — changes
 * nothing in that statement, and the save takes the ordinary path: the policy hook's lookup and
 * refusals, then the read and the compare-and-swap of answer-save.ts.
 *
 * What is kept, per application (so two applications in one process share nothing, as two
 * processes would not): the facts each recent session was admitted on, and each recent
 * respondent's sealed draft, both bounded, least recently used forgotten first. Sealed drafts
 * only: an answer is plain only inside one request.
 */

/** `keys`: the person's respondent key per assessment, so a save computes no HMAC again. */
type Admission = AdmissionFacts & { lastSeenAt: number; keys: Map<string, string> };
type KeptDraft = { sealed: string; questionSetId: string | null; questionSetVersion: number | null };

/** Sessions admitted recently: a few hundred bytes each. */
export const ADMISSIONS_KEPT = 20_000;
/** Sealed drafts: about 2.8 kB each, so at most about 14 MB. */
export const DRAFTS_KEPT = 5_000;

type Kept = { admissions: BoundedCache<string, Admission>; drafts: BoundedCache<string, KeptDraft> };
const keptOf = new WeakMap<ServerContext, Kept>();

function kept(context: ServerContext): Kept {
  let found = keptOf.get(context);
  if (!found) {
    found = { admissions: new BoundedCache(ADMISSIONS_KEPT), drafts: new BoundedCache(DRAFTS_KEPT) };
    keptOf.set(context, found);
  }
  return found;
}

const draftEntry = (organisationId: string, assessmentId: string, key: string) => `${organisationId}:${assessmentId}:${key}`;

/** A save this request may make in one statement: decided in the policy hook, used (once) by the handler. */
type Plan = { admission: Admission; assessmentId: string; respondentKey: string; draft: KeptDraft };
const plans = new WeakMap<FastifyRequest, Plan>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The route's `admitsInStatement`: true when this process keeps both the session's admission and the person's sealed draft. */
export function admitsInSaveStatement(context: ServerContext) {
  return (request: FastifyRequest, tokenHash: string): boolean => {
    const { admissions, drafts } = kept(context);
    const admission = admissions.get(tokenHash);
    const assessmentId = (request.params as { id?: unknown }).id;
    if (!admission || typeof assessmentId !== 'string' || !UUID.test(assessmentId)) return false;
    let key = admission.keys.get(assessmentId);
    if (key === undefined) {
      key = respondentKey(context.secrets.respondentSecret, assessmentId, admission.userId);
      admission.keys.set(assessmentId, key);
    }
    const draft = drafts.get(draftEntry(admission.organisationId, assessmentId, key));
    if (!draft) return false;
    plans.set(request, { admission, assessmentId, respondentKey: key, draft });
    return true;
  };
}

type SaveInput = { assessmentId: string; questionId: string; value: AnswerValue };

/** The one-statement save, if the hook planned one; undefined when it did not, or when its statement changed nothing. */
async function saveInOneStatement(
  context: ServerContext,
  request: FastifyRequest,
  input: SaveInput,
): Promise<SaveOutcome['response'] | undefined> {
  const plan = plans.get(request);
  plans.delete(request);
  if (!plan || plan.assessmentId !== input.assessmentId) return undefined;
  const { admission, respondentKey: key } = plan;
  const { admissions, drafts } = kept(context);
  const entry = draftEntry(admission.organisationId, input.assessmentId, key);
  // Sealed again under the key the kept version names: if a release has sealed the stored draft
  // under a new key since, the statement's compare-and-swap finds another version and writes
  // nothing. A kept version whose key is gone (or sealed by an earlier version) goes the ordinary way.
  const keys = draftKeysOf(context.secrets);
  const name = sealedKeyName(plan.draft.sealed);
  const sealingKey = name && keys.ring.find(input.assessmentId, name.epoch, name.tag);
  if (!sealingKey) {
    drafts.delete(entry);
    return undefined;
  }
  const asked = await askedQuestions(context.db, {
    organisationId: admission.organisationId,
    id: input.assessmentId,
    questionSetId: plan.draft.questionSetId,
    questionSetVersion: plan.draft.questionSetVersion,
  });
  const draft = openDraft(keys, input.assessmentId, key, plan.draft.sealed);
  // Refusals of the answer itself go through the error handler, which applies the put-off admission first.
  applyAnswer(asked, input.questionId, input.value, draft);
  const sealed = sealDraft(sealingKey, input.assessmentId, key, draft, asked.capacity);
  const now = context.clock.now();
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS);
  const written = await writeAdmittedDraft(context.db, admission, {
    assessmentId: input.assessmentId,
    respondentKey: key,
    sealed,
    previous: plan.draft.sealed,
    now,
    idleSince,
  });
  if (!written) {
    // Whatever changed, the ordinary path decides again, and keeps what it then admits and writes.
    admissions.delete(admission.tokenHash);
    drafts.delete(entry);
    return undefined;
  }
  drafts.set(entry, { sealed, questionSetId: plan.draft.questionSetId, questionSetVersion: plan.draft.questionSetVersion });
  if (now.getTime() - admission.lastSeenAt >= LAST_SEEN_RESOLUTION_MS) {
    // After the draft's statement and apart from it: no transaction writes both.
    await slideSession(context.db, admission.tokenHash, now);
    admission.lastSeenAt = now.getTime();
  }
  return { saved: true, answered: draft.answers.size, total: asked.list.length };
}

/** After a save on the ordinary path: keep the admission it was made under and the draft it wrote. */
function keep(context: ServerContext, request: FastifyRequest, assessmentId: string, written: SaveOutcome['written']): void {
  const session = admittedSessionOf(request);
  const member = memberOf(request);
  if (!session || session.inDemoOrganisation || member.consentedAt === null) return;
  const token = request.cookies[context.sessionCookie];
  if (token === undefined) return;
  const tokenHash = hashToken(token);
  const { admissions, drafts } = kept(context);
  admissions.set(tokenHash, {
    tokenHash,
    userId: member.id,
    organisationId: member.organisationId,
    role: member.role,
    requiresTwoStep: session.organisationRequiresTwoStep,
    hasSecondFactor: session.hasSecondFactor,
    lastSeenAt: session.lastSeenAt.getTime(),
    keys: new Map([[assessmentId, written.respondentKey]]),
  });
  const entry = draftEntry(member.organisationId, assessmentId, written.respondentKey);
  if (written.sealed === undefined) drafts.delete(entry);
  else drafts.set(entry, { sealed: written.sealed, questionSetId: written.questionSetId, questionSetVersion: written.questionSetVersion });
}

/** PUT /api/assessments/:id/answers/:questionId: in one statement when it can, else the ordinary way. */
export async function saveAnswerOfRequest(
  context: ServerContext,
  request: FastifyRequest,
  input: SaveInput,
): Promise<SaveOutcome['response']> {
  const fast = await saveInOneStatement(context, request, input);
  if (fast) return fast;
  await admitDeferred(request);
  const outcome = await saveAnswer(context, memberOf(request), { ...input, prefetched: prefetchedAnsweringState(request) });
  keep(context, request, input.assessmentId, outcome.written);
  return outcome.response;
}
