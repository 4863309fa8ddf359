import { describe, expect, it } from 'vitest';
import { getQuestionSet } from '#domain/question-bank.ts';
import { moveMessages } from '#domain/messages.ts';
import { MoveRefused, movePlan, moveWorkspace, type MoveRequests, type MoveTarget } from './move-to-server.ts';
import { sampleWorkspace } from './test-fixtures.ts';
import type { LocalAssessment, Workspace } from './workspace-schema.ts';
import { i18n } from '@lingui/core';

const target: MoveTarget = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Local Works Ltd',
  selectedCategories: ['deib-assessment'],
  defaultDomains: [],
};
const now = () => new Date('2026-11-28T09:00:00.000Z');
const id = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

function assessment(
  n: number,
  questionSetId: LocalAssessment['questionSetId'],
  openedAt: string,
  title = getQuestionSet(questionSetId).title,
): LocalAssessment {
  return { id: id(n), questionSetId, title, status: 'open', openedAt, closedAt: null };
}

function workspaceWith(people: number): Workspace {
  return {
    ...sampleWorkspace(),
    people: Array.from({ length: people }, (_, index) => ({
      id: id(100 + index),
      email: `person${index}@example.test`,
      role: index === 0 ? 'manager' : 'employee',
      addedAt: '2026-11-27T10:00:00.000Z',
    })),
    assessments: [
      assessment(1, 'culture-change-readiness', '2026-11-27T10:00:00.000Z', 'First run'),
      assessment(2, 'culture-change-readiness', '2026-11-27T12:00:00.000Z', 'Second run'),
      assessment(3, 'people-first-maturity', '2026-11-27T11:00:00.000Z'),
    ],
  };
}

/** The server's requests as a recording: each call is kept; `failCreateAt` makes that creation fail once. */
function recordingRequests(options: { failCreateAt?: number } = {}) {
  const calls: { kind: string; body: unknown }[] = [];
  let created = 0;
  let failAt = options.failCreateAt;
  const requests: MoveRequests = {
    completeSetup: async (body) => void calls.push({ kind: 'setup', body }),
    invite: async (invitations) => {
      calls.push({ kind: 'invite', body: invitations });
      return {
        results: invitations.map((entry, index) => ({
          line: index + 1,
          email: entry.email,
          outcome: 'invited' as const,
          message: 'Invited',
        })),
      };
    },
    createAssessment: async (body) => {
      if (failAt === created + 1) {
        failAt = undefined;
        throw new Error('connection lost');
      }
      calls.push({ kind: 'assessment', body });
      created += 1;
      return { id: id(900 + created) };
    },
  };
  return { requests, calls };
}

describe('moving a local workspace to the server', () => {
  it('plans the people with their roles and one assessment per question set, under its newest title', () => {
    const plan = movePlan(workspaceWith(2));
    expect(plan.invitations).toEqual([
      { email: 'person0@example.test', role: 'manager' },
      { email: 'person1@example.test', role: 'employee' },
    ]);
    expect(plan.assessments).toEqual([
      { questionSetId: 'culture-change-readiness', title: 'Second run', localIds: [id(2), id(1)] },
      { questionSetId: 'people-first-maturity', title: getQuestionSet('people-first-maturity').title, localIds: [id(3)] },
    ]);
  });

  it('adds the categories to the organisation, invites everyone with their role, starts the assessments, and marks the workspace as moved', async () => {
    const { requests, calls } = recordingRequests();
    const saved: Workspace[] = [];
    const { workspace, report } = await moveWorkspace(workspaceWith(2), target, requests, (w) => saved.push(w), now);

    expect(calls.map((call) => call.kind)).toEqual(['setup', 'invite', 'assessment', 'assessment']);
    expect(calls[0]?.body).toEqual({
      organisationName: 'Local Works Ltd',
      selectedCategories: ['deib-assessment', 'culture-change-readiness'],
      selectedDomains: getQuestionSet('culture-change-readiness').domains.map((domain) => domain.key),
      invitations: [],
    });
    expect(calls[1]?.body).toEqual([
      { email: 'person0@example.test', role: 'manager' },
      { email: 'person1@example.test', role: 'employee' },
    ]);
    expect(calls.slice(2).map((call) => call.body)).toEqual([
      { questionSetId: 'culture-change-readiness', title: 'Second run' },
      { questionSetId: 'people-first-maturity', title: getQuestionSet('people-first-maturity').title },
    ]);
    expect(workspace.move).toEqual({
      startedAt: '2026-11-28T09:00:00.000Z',
      organisation: { id: target.id, name: 'Local Works Ltd' },
      invitedAt: '2026-11-28T09:00:00.000Z',
      assessments: { [id(1)]: id(901), [id(2)]: id(901), [id(3)]: id(902) },
      movedAt: '2026-11-28T09:00:00.000Z',
      imports: {},
    });
    expect(saved.at(-1)).toEqual(workspace);
    // The local workspace keeps everything it had: people, assessments and their answers.
    expect({ ...workspace, move: null }).toEqual(workspaceWith(2));
    expect(report).toEqual({ outcomes: expect.any(Array) as unknown, assessmentsStarted: 2 });
  });

  it('resumes an interrupted move without inviting anyone twice or starting an assessment twice', async () => {
    const first = recordingRequests({ failCreateAt: 2 });
    let stored = workspaceWith(2);
    await expect(moveWorkspace(stored, target, first.requests, (w) => (stored = w), now)).rejects.toThrow('connection lost');
    expect(stored.move).toMatchObject({
      invitedAt: '2026-11-28T09:00:00.000Z',
      movedAt: null,
      assessments: { [id(1)]: id(901), [id(2)]: id(901) },
    });

    const second = recordingRequests();
    const { workspace, report } = await moveWorkspace(stored, target, second.requests, (w) => (stored = w), now);
    expect(second.calls).toEqual([
      { kind: 'assessment', body: { questionSetId: 'people-first-maturity', title: getQuestionSet('people-first-maturity').title } },
    ]);
    expect(report).toEqual({ outcomes: null, assessmentsStarted: 1 });
    expect(workspace.move?.movedAt).toBe('2026-11-28T09:00:00.000Z');
  });

  it('refuses to finish a move begun into another organisation, and asks the server nothing', async () => {
    const { requests, calls } = recordingRequests();
    const begun: Workspace = {
      ...workspaceWith(1),
      move: {
        startedAt: '2026-11-28T08:00:00.000Z',
        organisation: { id: id(77), name: 'Elsewhere Ltd' },
        invitedAt: null,
        assessments: {},
        movedAt: null,
        imports: {},
      },
    };
    await expect(moveWorkspace(begun, target, requests, () => {}, now)).rejects.toThrow(
      new MoveRefused(i18n._(moveMessages.otherOrganisation('Elsewhere Ltd'))),
    );
    expect(calls).toEqual([]);
  });

  it('invites a long list in parts the invitation request accepts, and sends no empty list', async () => {
    const long = recordingRequests();
    await moveWorkspace({ ...workspaceWith(1203), assessments: [] }, target, long.requests, () => {}, now);
    expect(long.calls.filter((call) => call.kind === 'invite').map((call) => (call.body as unknown[]).length)).toEqual([500, 500, 203]);

    const nobody = recordingRequests();
    await moveWorkspace({ ...workspaceWith(0), assessments: [] }, target, nobody.requests, () => {}, now);
    expect(nobody.calls.map((call) => call.kind)).toEqual(['setup']);
  });
});
