import type { z } from 'zod';
import type {
  PublishQuestionSetVersionRequestSchema,
  QuestionBank,
  QuestionBankSet,
  QuestionSetVersion,
} from '#domain/api/platform-question-bank.ts';
import { questionBankMessages } from '#domain/messages/question-bank.ts';
import { getQuestionSet, type QuestionSet } from '#domain/question-bank.ts';
import { planVersion } from '#domain/question-bank-versions.ts';
import type { Actor } from '#domain/permissions.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { insertVersion, listSetVersions, lockSet, statementsOfSet, versionsOfSet } from './question-bank-queries.ts';

/*
 * The question bank (decision 0038): the platform administrator edits a built-in set by saving
 * a new version of it. New assessments of the set ask the newest version; an assessment keeps
 * the version it was created with, so nothing here changes what anyone is already answering.
 */

const setOf = (set: QuestionSet) => ({
  id: set.id,
  title: set.title,
  description: set.description,
  domains: set.domains.map((domain) => ({ key: domain.key as string, label: domain.label })),
});

function knownSet(setId: string): QuestionSet {
  const set = getQuestionSet(setId);
  if (!set) throw new AppError('not_found', questionBankMessages.setNotFound);
  return set;
}

/** Every built-in set with its newest version. */
export async function readQuestionBank(context: ServerContext): Promise<QuestionBank> {
  const versions = await listSetVersions(context.db);
  const sets = versions.flatMap((newest, index) => {
    const set = getQuestionSet(newest.setId);
    // Newest first per set: the first row of each set is its current version.
    if (!set || versions[index - 1]?.setId === newest.setId) return [];
    return [
      { ...setOf(set), currentVersion: newest.version, statementCount: newest.statementCount, updatedAt: newest.createdAt.toISOString() },
    ];
  });
  return { sets };
}

/** A set and all its versions, newest first. */
export async function readQuestionBankSet(context: ServerContext, input: { setId: string }): Promise<QuestionBankSet> {
  const set = knownSet(input.setId);
  const [versions, statements] = await Promise.all([versionsOfSet(context.db, set.id), statementsOfSet(context.db, set.id)]);
  return {
    set: setOf(set),
    versions: versions.map((version) => ({
      version: version.version,
      note: version.note,
      createdAt: version.createdAt.toISOString(),
      createdByName: version.firstName === null ? null : `${version.firstName} ${version.lastName ?? ''}`.trim(),
      statements: statements
        .filter((statement) => statement.version === version.version)
        .map(({ id, text, domain, order, translations }) => ({ id, text, domain, order, translations })),
    })),
  };
}

type PublishInput = z.output<typeof PublishQuestionSetVersionRequestSchema> & { setId: string };

/**
 * Saves a new version from the newest one, in one transaction with the set locked: a version
 * saved meanwhile answers 409, so nobody overwrites another's edit unseen. Audited in the
 * platform's own events (no organisation).
 */
export async function publishQuestionSetVersion(context: ServerContext, actor: Actor, input: PublishInput): Promise<QuestionSetVersion> {
  const set = knownSet(input.setId);
  const saved = await context.db.transaction(async (tx) => {
    const locked = await lockSet(tx, set.id);
    if (!locked) throw new AppError('not_found', questionBankMessages.setNotFound);
    if (input.basedOn !== locked.newest) throw new AppError('conflict', questionBankMessages.notNewest(locked.newest));
    const version = locked.newest + 1;
    const base = (await statementsOfSet(tx, set.id)).filter((statement) => statement.version === locked.newest);
    const plan = planVersion({ setId: set.id, version, domains: set.domains.map((domain) => domain.key), base, edited: input.statements });
    if (!plan.ok)
      throw new AppError(plan.message.id === questionBankMessages.unchanged(locked.newest).id ? 'conflict' : 'bad_request', plan.message);
    const createdAt = context.clock.now();
    await insertVersion(tx, { setId: set.id, version, note: input.note, createdBy: actor.userId, createdAt }, plan.statements);
    await recordAuditEvent(tx, null, actor.userId, 'QUESTION_SET_VERSION_SAVED', {
      question_set_id: set.id,
      version,
      note: input.note,
      statements: plan.statements.length,
      ...plan.changes,
    });
    return version;
  });
  const view = await readQuestionBankSet(context, { setId: set.id });
  const version = view.versions.find((candidate) => candidate.version === saved);
  if (!version) throw new Error(`version ${saved} of ${set.id} was not saved`);
  return version;
}
