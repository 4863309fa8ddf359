import type { SessionOrganisation } from '#domain/api/accounts.ts';
import { ASSESSMENT_TITLE_MAX_LENGTH, type CreateAssessmentRequest } from '#domain/api/assessments.ts';
import { MAX_INVITATIONS_PER_REQUEST, type InvitationOutcome } from '#domain/api/invitations.ts';
import type { CompleteSetupRequest } from '#domain/api/organisations.ts';
import { moveMessages } from '#domain/messages/alpha.ts';
import { CATEGORY_SET_IDS, getQuestionSet, type QuestionSetId } from '#domain/question-bank.ts';
import type { LocalPerson, Workspace, WorkspaceMove } from './workspace-schema.ts';
import { i18n } from '@lingui/core';

/*
 * Moving a local workspace into an organisation on the server, through the server's own
 * requests (setup, invitations, assessments) as its administrator would make them by hand.
 * Only choices travel: the people with their roles, the categories and the question sets.
 * Answers stay in the browser. Each part is recorded in the workspace's move as the server
 * confirms it, so a move interrupted (a lost connection, a closed tab) resumes where it stopped.
 */

type CategoryId = (typeof CATEGORY_SET_IDS)[number];

export type MovePlan = {
  invitations: { email: string; role: LocalPerson['role'] }[];
  /** One server assessment per question set used locally, under its newest local title. */
  assessments: { questionSetId: QuestionSetId; title: string; localIds: string[] }[];
  categories: Workspace['organisation']['selectedCategories'];
};

export function movePlan(workspace: Workspace): MovePlan {
  const bySet = new Map<QuestionSetId, { questionSetId: QuestionSetId; title: string; localIds: string[] }>();
  const newestFirst = [...workspace.assessments].sort((a, b) => b.openedAt.localeCompare(a.openedAt));
  for (const assessment of newestFirst) {
    const entry = bySet.get(assessment.questionSetId);
    if (entry) entry.localIds.push(assessment.id);
    else
      bySet.set(assessment.questionSetId, {
        questionSetId: assessment.questionSetId,
        title: assessment.title.slice(0, ASSESSMENT_TITLE_MAX_LENGTH).trim(),
        localIds: [assessment.id],
      });
  }
  return {
    invitations: workspace.people.map(({ email, role }) => ({ email, role })),
    assessments: [...bySet.values()],
    categories: workspace.organisation.selectedCategories,
  };
}

/** The server requests a move makes (queries.ts gives the real ones; tests give their own). */
export type MoveRequests = {
  completeSetup: (input: CompleteSetupRequest) => Promise<unknown>;
  invite: (invitations: MovePlan['invitations']) => Promise<{ results: InvitationOutcome[] }>;
  createAssessment: (input: CreateAssessmentRequest) => Promise<{ id: string }>;
};

export type MoveTarget = Pick<SessionOrganisation, 'id' | 'name' | 'selectedCategories' | 'defaultDomains'>;

/** What the invitations came to in this run; null when they had been sent by an earlier run. */
export type MoveReport = { outcomes: InvitationOutcome[] | null; assessmentsStarted: number };

export class MoveRefused extends Error {}

/**
 * The workspace's categories added to the organisation's, through the setup request (which
 * keeps the organisation's name): an organisation that already had some keeps them.
 */
function setupFor(target: MoveTarget, plan: MovePlan): CompleteSetupRequest | null {
  const isCategory = (id: string): id is CategoryId => (CATEGORY_SET_IDS as readonly string[]).includes(id);
  const categories = [...new Set([...target.selectedCategories.filter(isCategory), ...plan.categories])];
  if (plan.categories.length === 0) return null;
  const allowed = new Set(categories.flatMap((id) => getQuestionSet(id).domains.map((domain) => domain.key as string)));
  const fromCategories = plan.categories.flatMap((id) => getQuestionSet(id).domains.map((domain) => domain.key as string));
  const domains = [...new Set([...target.defaultDomains, ...fromCategories])].filter((domain) => allowed.has(domain));
  return { organisationName: target.name, selectedCategories: categories, selectedDomains: domains, invitations: [] };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/**
 * Moves the workspace into `target`, saving it after each confirmed part; resolves with the
 * workspace marked as moved. A workspace whose move began into another organisation is refused.
 */
export async function moveWorkspace(
  workspace: Workspace,
  target: MoveTarget,
  requests: MoveRequests,
  save: (workspace: Workspace) => void,
  now: () => Date,
) {
  const startedAt = now().toISOString();
  let move: WorkspaceMove = workspace.move ?? {
    startedAt,
    organisation: null,
    invitedAt: null,
    assessments: {},
    movedAt: null,
    imports: {},
  };
  if (move.organisation && move.organisation.id !== target.id)
    throw new MoveRefused(i18n._(moveMessages.otherOrganisation(move.organisation.name)));
  let current = workspace;
  const record = (change: Partial<WorkspaceMove>) => {
    move = { ...move, ...change };
    current = { ...current, move };
    save(current);
  };
  record({ organisation: { id: target.id, name: target.name } });

  const plan = movePlan(workspace);
  let outcomes: InvitationOutcome[] | null = null;
  if (move.invitedAt === null) {
    const setup = setupFor(target, plan);
    if (setup) await requests.completeSetup(setup);
    outcomes = [];
    for (const part of chunks(plan.invitations, MAX_INVITATIONS_PER_REQUEST)) outcomes.push(...(await requests.invite(part)).results);
    record({ invitedAt: now().toISOString() });
  }

  let assessmentsStarted = 0;
  for (const planned of plan.assessments) {
    if (planned.localIds.some((id) => move.assessments[id] !== undefined)) continue;
    const created = await requests.createAssessment({ questionSetId: planned.questionSetId, title: planned.title });
    assessmentsStarted += 1;
    record({ assessments: { ...move.assessments, ...Object.fromEntries(planned.localIds.map((id) => [id, created.id])) } });
  }
  record({ movedAt: now().toISOString() });
  return { workspace: current, report: { outcomes, assessmentsStarted } satisfies MoveReport };
}
