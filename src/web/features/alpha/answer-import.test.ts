import { describe, expect, it } from 'vitest';
import { answerImportMessages } from '#domain/messages.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { importCandidates, importedTitle, importLocalAnswers, type ImportRequests } from './answer-import.ts';
import { sampleWorkspace } from './test-fixtures.ts';
import type { AnswerSheet, Workspace } from './workspace-schema.ts';
import { i18n } from '@lingui/core';

const id = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const now = () => new Date('2026-11-28T10:00:00.000Z');
const questions = questionsForSet('culture-change-readiness');
const sheet = (value: number): AnswerSheet => Object.fromEntries(questions.map((question) => [question.id, value]));

/** A moved workspace with two local assessments: seven people's answers released in the first (and one waiting), five in the second. */
function movedWorkspace(): Workspace {
  const at = '2026-11-27T10:00:00.000Z';
  const local = (n: number, title: string) => ({
    id: id(n),
    questionSetId: 'culture-change-readiness' as const,
    title,
    status: 'open' as const,
    openedAt: at,
    closedAt: null,
  });
  return {
    ...sampleWorkspace(),
    assessments: [local(1, 'Spring check'), local(2, 'Small check')],
    responses: {
      [id(1)]: {
        completedBy: Array.from({ length: 8 }, (_, index) => id(100 + index)),
        waiting: [sheet(1)],
        releases: [{ sequence: 1, releasedOn: '2026-11-27', sheets: [2, 3, 4, 5, 2, 3, 4].map(sheet) }],
        publication: null,
      },
      [id(2)]: { completedBy: [], waiting: [2, 2, 2, 2, 2].map(sheet), releases: [], publication: null },
    },
    move: {
      startedAt: at,
      organisation: { id: id(500), name: 'Local Works Ltd' },
      invitedAt: at,
      assessments: {},
      movedAt: at,
      imports: {},
    },
  };
}

/** The server's requests as a recording; `failImport` makes the import fail with that error once. */
function recordingRequests(options: { failImport?: Error } = {}) {
  const calls: { kind: string; assessmentId?: string; body: unknown }[] = [];
  let failure = options.failImport;
  const requests: ImportRequests = {
    createAssessment: async (body) => {
      calls.push({ kind: 'create', body });
      return { id: id(900) };
    },
    importAnswers: async (assessmentId, body) => {
      calls.push({ kind: 'import', assessmentId, body });
      if (failure) {
        const error = failure;
        failure = undefined;
        throw error;
      }
      return {};
    },
  };
  return { requests, calls };
}

describe('importing a local assessment’s answers', () => {
  it('offers the local assessments with six or more people’s answers released, not the waiting ones', () => {
    expect(importCandidates(movedWorkspace())).toEqual([
      { localId: id(1), title: 'Spring check', questionSetId: 'culture-change-readiness', respondents: 7, importedAt: null },
    ]);
  });

  it('names the new wave after the local assessment, within the title limit', () => {
    expect(importedTitle('Spring check')).toBe('Spring check (answered locally)');
    expect(importedTitle('x'.repeat(150))).toHaveLength(150);
  });

  it('creates a closed assessment for the answers, imports the released sheets shuffled, and records each step', async () => {
    const saved: Workspace[] = [];
    const { requests, calls } = recordingRequests();
    const workspace = await importLocalAnswers(movedWorkspace(), id(1), requests, (w) => saved.push(w), now);
    expect(calls[0]).toEqual({
      kind: 'create',
      body: { questionSetId: 'culture-change-readiness', title: 'Spring check (answered locally)', importedAnswers: true },
    });
    const sent = calls[1]?.body as { respondents: number; sheets: AnswerSheet[] };
    expect(calls[1]?.assessmentId).toBe(id(900));
    expect(sent.respondents).toBe(7);
    // The seven released sheets, in some order; the waiting one stays in the browser.
    expect(sent.sheets.map((entry) => entry[questions[0]?.id ?? '']).sort()).toEqual([2, 2, 3, 3, 4, 4, 5]);
    expect(workspace.move?.imports).toEqual({ [id(1)]: { assessmentId: id(900), respondents: 7, importedAt: '2026-11-28T10:00:00.000Z' } });
    expect(saved.map((entry) => entry.move?.imports[id(1)]?.importedAt)).toEqual([null, '2026-11-28T10:00:00.000Z']);
    expect(importCandidates(workspace)[0]?.importedAt).toBe('2026-11-28T10:00:00.000Z');
  });

  it('retries into the same assessment after a failed import, and counts an import the server already has as done', async () => {
    let stored = movedWorkspace();
    const first = recordingRequests({ failImport: new Error('connection lost') });
    await expect(importLocalAnswers(stored, id(1), first.requests, (w) => (stored = w), now)).rejects.toThrow('connection lost');
    expect(stored.move?.imports[id(1)]).toEqual({ assessmentId: id(900), respondents: 7, importedAt: null });

    const second = recordingRequests({ failImport: new Error(i18n._(answerImportMessages.alreadyImported)) });
    const workspace = await importLocalAnswers(stored, id(1), second.requests, (w) => (stored = w), now);
    expect(second.calls.map((call) => [call.kind, call.assessmentId])).toEqual([['import', id(900)]]);
    expect(workspace.move?.imports[id(1)]?.importedAt).toBe('2026-11-28T10:00:00.000Z');

    const third = recordingRequests();
    await importLocalAnswers(workspace, id(1), third.requests, () => {}, now);
    expect(third.calls).toEqual([]);
  });

  it('asks the server nothing for a workspace not moved, or an assessment with fewer than six released', async () => {
    const { requests, calls } = recordingRequests();
    await expect(importLocalAnswers({ ...movedWorkspace(), move: null }, id(1), requests, () => {}, now)).rejects.toThrow();
    await expect(importLocalAnswers(movedWorkspace(), id(2), requests, () => {}, now)).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});
