import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { ASSESSMENT_TITLE_MAX_LENGTH, type CreateAssessmentRequest } from '#domain/api/assessments.ts';
import type { ImportAnswersRequest } from '#domain/api/releases.ts';
import { answerImportMessages } from '#domain/messages/alpha.ts';
import type { QuestionSetId } from '#domain/question-bank.ts';
import type { AnswerSheet, Workspace, WorkspaceMove } from './workspace-schema.ts';
import { shuffled } from './shuffle.ts';

/*
 * Importing a local assessment's answers into the organisation the workspace moved to (decision
 * 0029), once the move is done: an assessment is created for them, closed from the start, and
 * the released sheets become one release of it. They never join people's answers on the server:
 * whoever imports wrote or watched every sheet, and could subtract them from any figure they
 * joined. Each step is recorded as the server confirms it, so a retry never imports twice.
 */

export type ImportCandidate = {
  localId: string;
  title: string;
  questionSetId: QuestionSetId;
  /** People whose answers were released locally: the sheets the import carries. */
  respondents: number;
  /** When the server confirmed the import; null while it has not. */
  importedAt: string | null;
};

/** Answers released locally: what the local results show. Sheets still waiting for a group of six stay here. */
function releasedSheets(workspace: Workspace, localId: string): AnswerSheet[] {
  return (workspace.responses[localId]?.releases ?? []).flatMap((release) => release.sheets);
}

/** The local assessments whose answers may be imported: those with at least six people's answers released. */
export function importCandidates(workspace: Workspace): ImportCandidate[] {
  return workspace.assessments.flatMap((assessment) => {
    const respondents = releasedSheets(workspace, assessment.id).length;
    if (respondents < ANONYMITY_THRESHOLD) return [];
    const importedAt = workspace.move?.imports[assessment.id]?.importedAt ?? null;
    return [{ localId: assessment.id, title: assessment.title, questionSetId: assessment.questionSetId, respondents, importedAt }];
  });
}

const answeredLocally = (title: string) => i18n._(msg`${title} (answered locally)`);

/** The title of the assessment created for a local assessment's answers, in the language shown, shortened to fit. */
export function importedTitle(title: string): string {
  return answeredLocally(title.slice(0, ASSESSMENT_TITLE_MAX_LENGTH - answeredLocally('').length).trim());
}

/** The server requests an import makes (queries.ts gives the real ones; tests give their own). */
export type ImportRequests = {
  createAssessment: (input: CreateAssessmentRequest) => Promise<{ id: string }>;
  importAnswers: (assessmentId: string, input: ImportAnswersRequest) => Promise<unknown>;
};

/** A refusal that says the import already happened: an earlier attempt reached the server, its answer did not come back. */
const wasImportedBefore = (error: unknown) => error instanceof Error && error.message === i18n._(answerImportMessages.alreadyImported);

/**
 * Imports one local assessment's released answers into the moved-to organisation, saving the
 * workspace after each confirmed step; resolves with the workspace recording the import.
 */
export async function importLocalAnswers(
  workspace: Workspace,
  localId: string,
  requests: ImportRequests,
  save: (workspace: Workspace) => void,
  now: () => Date,
): Promise<Workspace> {
  const candidate = importCandidates(workspace).find((entry) => entry.localId === localId);
  if (!workspace.move?.movedAt || !candidate)
    throw new Error(i18n._(msg`These answers cannot be imported: the workspace has not moved, or fewer than six people answered.`));
  let move: WorkspaceMove = workspace.move;
  let current = workspace;
  const record = (entry: WorkspaceMove['imports'][string]) => {
    move = { ...move, imports: { ...move.imports, [localId]: entry } };
    current = { ...current, move };
    save(current);
  };
  let recorded = move.imports[localId];
  if (recorded?.importedAt) return current;
  if (!recorded) {
    const created = await requests.createAssessment({
      questionSetId: candidate.questionSetId,
      title: importedTitle(candidate.title),
      importedAnswers: true,
    });
    recorded = { assessmentId: created.id, respondents: candidate.respondents, importedAt: null };
    record(recorded);
  }
  const sheets = shuffled(releasedSheets(workspace, localId));
  try {
    await requests.importAnswers(recorded.assessmentId, { respondents: sheets.length, sheets });
  } catch (error) {
    if (!wasImportedBefore(error)) throw error;
  }
  record({ ...recorded, respondents: sheets.length, importedAt: now().toISOString() });
  return current;
}
