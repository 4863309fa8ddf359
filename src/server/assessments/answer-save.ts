import { assessmentMessages } from '#domain/messages.ts';
import { checkAnswer, type AnswerValue } from '#domain/question-kinds.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { MemberRow } from '#server/auth/route-policy.ts';
import { attributesForDraft, openDraft, sealDraft, type Draft } from './answer-drafts.ts';
import { draftKeysOf, keepUnderCurrentKey } from './draft-keys.ts';
import { refuseUnlessOpen } from './answering-rules.ts';
import { startAndReadDraft, writeDraftIfUnchanged, type AnsweringState } from './answer-save-queries.ts';
import type { Prefetched } from './answer-save-session.ts';
import { askedQuestions, type AskedQuestions } from './questions.ts';
import { respondentKey } from './respondent-key.ts';

/**
 * Saving one answer in two statements after the session's (or, for a later answer, with the
 * read folded into the session's statement: two in all): one reads (and records that the
 * person started), one writes the sealed draft only if it is still the one read. The draft is
 * opened, changed and sealed again in Node between them; a save that lost a race with another
 * save of the same person (another tab) reads again and reapplies its answer, so no answer is
 * lost and no lock is held across a round trip.
 */
const MAX_ATTEMPTS = 20;

function refuseUnlessAnswerable(state: AnsweringState | undefined, user: MemberRow): asserts state is AnsweringState {
  if (!state) throw new AppError('not_found', assessmentMessages.notFound);
  // The statement that read the state finds a lifecycle survey only for its recipients (decision 0066).
  refuseUnlessOpen({ status: state.status, audience: 'everyone', sentToCaller: true }, user);
  if (!user.consentedAt) throw new AppError('consent_required');
  if (state.completed || state.draft_completed) throw new AppError('conflict', assessmentMessages.alreadyCompleted);
}

/** Checks an answer against the question it answers and puts it in the (opened) draft. */
export function applyAnswer(asked: AskedQuestions, questionId: string, value: AnswerValue, draft: Draft): void {
  const question = asked.byId.get(questionId);
  if (!question) throw new AppError('bad_request', assessmentMessages.unknownQuestion);
  const checked = checkAnswer(question, value);
  if (!checked.ok) throw new AppError('bad_request', checked.message);
  // A blank comment takes back an earlier one.
  if (checked.value === undefined) draft.answers.delete(questionId);
  else draft.answers.set(questionId, checked.value);
}

/**
 * A save's answer, and the sealed draft it wrote (which the process may keep: answer-save-fast.ts);
 * `sealed` is undefined when the draft was replaced again at once (it is then not kept).
 */
export type SaveOutcome = {
  response: { saved: true; answered: number; total: number };
  written: { respondentKey: string; sealed: string | undefined; questionSetId: string | null; questionSetVersion: number | null };
};

/**
 * `prefetched`: what the session's statement read (answer-save-session.ts): the respondent key
 * it computed for this person, and the state when the person had started, which stands in for
 * the first read. Retries always read again.
 */
export async function saveAnswer(
  context: ServerContext,
  user: MemberRow,
  input: { assessmentId: string; questionId: string; value: AnswerValue; prefetched?: Prefetched },
): Promise<SaveOutcome> {
  const { organisationId } = user;
  const { assessmentId, questionId, value } = input;
  const ours = input.prefetched?.userId === user.id && input.prefetched.assessmentId === assessmentId ? input.prefetched : undefined;
  const key = ours?.respondentKey ?? respondentKey(context.secrets.respondentSecret, assessmentId, user.id);
  const keys = draftKeysOf(context.secrets);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const prefetched = attempt === 0 ? ours?.state : undefined;
    const state =
      prefetched ??
      (await startAndReadDraft(context.db, organisationId, {
        assessmentId,
        userId: user.id,
        teamManagerId: user.managerId,
        consented: Boolean(user.consentedAt),
        respondentKey: key,
      }));
    refuseUnlessAnswerable(state, user);
    const asked = await askedQuestions(context.db, {
      organisationId,
      id: assessmentId,
      questionSetId: state.question_set_id,
      questionSetVersion: state.question_set_version,
    });
    const draft: Draft =
      state.sealed === null
        ? { team: state.team ?? '', attributes: attributesForDraft(state.attributes), answers: new Map() }
        : openDraft(keys, assessmentId, key, state.sealed);
    applyAnswer(asked, questionId, value, draft);
    // Under the key of the epoch read with the draft: a release since then has sealed the stored
    // draft again, and this write's compare-and-swap fails.
    const sealed = sealDraft(keys.ring.obtain(assessmentId, state.epoch), assessmentId, key, draft, asked.capacity);
    if (
      await writeDraftIfUnchanged(context.db, organisationId, {
        assessmentId,
        respondentKey: key,
        userId: user.id,
        sealed,
        previous: state.sealed,
      })
    ) {
      // A new draft has no earlier version for a release to change: checked against the epoch once written.
      const stored =
        state.sealed === null
          ? await keepUnderCurrentKey(context.db, keys, {
              organisationId,
              assessmentId,
              respondentKey: key,
              sealed,
              draft,
              capacity: asked.capacity,
              epoch: state.epoch,
            })
          : sealed;
      return {
        response: { saved: true, answered: draft.answers.size, total: asked.list.length },
        written: {
          respondentKey: key,
          sealed: stored,
          questionSetId: state.question_set_id,
          questionSetVersion: state.question_set_version,
        },
      };
    }
  }
  throw new Error(`answer save of assessment ${assessmentId} kept losing races after ${MAX_ATTEMPTS} attempts`);
}
