import { describe, expect, it } from 'vitest';
import { i18n, setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { domainLabel, questionsForSet } from '#domain/question-bank.ts';
import { STATEMENT_TRANSLATIONS } from '#domain/question-statement-translations.ts';
import { DOMAIN_LABEL_TRANSLATIONS } from '#domain/question-set-translations.ts';
import { localExportCsv } from './csv-text.ts';
import { emptyResponses, recordCompletion } from './local-release.ts';
import { localResults, localRoadmap } from './local-results.ts';
import { sampleWorkspace } from './test-fixtures.ts';
import type { AnswerSheet, Workspace } from './workspace-schema.ts';

const SET = 'culture-change-readiness' as const;
const assessmentId = '33333333-3333-4333-8333-333333333333';
const personId = (n: number) => `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`;

function workspaceWithPeople(count: number): Workspace {
  const workspace = sampleWorkspace();
  workspace.people = Array.from({ length: count }, (_, n) => ({
    id: personId(n),
    email: `p${n}@example.test`,
    role: 'employee' as const,
    addedAt: workspace.user.createdAt,
  }));
  workspace.assessments = [
    {
      id: assessmentId,
      questionSetId: SET,
      title: 'Culture Change Readiness',
      status: 'open',
      openedAt: workspace.user.createdAt,
      closedAt: null,
    },
  ];
  workspace.responses = { [assessmentId]: emptyResponses() };
  return workspace;
}

const sheetOf = (value: number): AnswerSheet => Object.fromEntries(questionsForSet(SET).map((question) => [question.id, value]));

function complete(workspace: Workspace, n: number, value: number) {
  workspace.responses[assessmentId] = recordCompletion(
    SET,
    workspace.responses[assessmentId] ?? emptyResponses(),
    personId(n),
    sheetOf(value),
    '2026-11-27',
  );
}

describe('local results', () => {
  it('shows nothing from five people, and no figure of theirs is stored as published', () => {
    const workspace = workspaceWithPeople(8);
    for (let n = 0; n < 5; n += 1) complete(workspace, n, 4);
    const results = localResults(workspace, workspace.assessments[0]!);
    expect(results.canShowResults).toBe(false);
    expect(results.domains.every((domain) => !domain.canShow)).toBe(true);
    expect(results.heatMap.every((cell) => !cell.canShow)).toBe(true);
    expect(results.completion).toEqual({
      activePeople: 8,
      completed: 0,
      rate: 0,
      nextReleaseAt: null,
      notCounted: 0,
      heldUntilClose: false,
    });
    expect(workspace.responses[assessmentId]?.publication).toBeNull();
    expect(localRoadmap(results)).toEqual([]);
  });

  it('releases and shows six people together: scores, heat map and a roadmap from the shown figures', () => {
    const workspace = workspaceWithPeople(8);
    [2, 2, 3, 3, 4, 4].forEach((value, n) => complete(workspace, n, value));
    const results = localResults(workspace, workspace.assessments[0]!);
    expect(results.canShowResults).toBe(true);
    expect(results.domains.map((domain) => (domain.canShow ? [domain.domain, domain.meanScore, domain.responseCount] : null))).toEqual([
      ['alignment', 3, 6],
      ['awareness', 3, 6],
      ['agency', 3, 6],
    ]);
    expect(results.overall).toEqual({ canShow: true, score: 3 });
    expect(results.heatMap.every((cell) => cell.canShow && cell.average === 3)).toBe(true);
    expect(results.completion).toEqual({
      activePeople: 8,
      completed: 6,
      rate: 75,
      nextReleaseAt: null,
      notCounted: 0,
      heldUntilClose: false,
    });
    expect(localRoadmap(results).map((item) => item.priority)).toEqual([1, 2, 3]);
    // Released answer sheets name nobody: who completed is kept apart.
    const responses = workspace.responses[assessmentId]!;
    expect(responses.waiting).toEqual([]);
    expect(JSON.stringify(responses.releases)).not.toContain(personId(0));
  });

  it('holds back a seventh person until six more can be released: figures change only by whole releases', () => {
    const workspace = workspaceWithPeople(8);
    for (let n = 0; n < 6; n += 1) complete(workspace, n, 3);
    complete(workspace, 6, 1);
    const results = localResults(workspace, workspace.assessments[0]!);
    expect(results.domains[0]).toMatchObject({ canShow: true, meanScore: 3, responseCount: 6 });
    expect(results.completion).toMatchObject({ completed: 6 });
  });

  it('refuses a second completion by the same person', () => {
    const workspace = workspaceWithPeople(8);
    complete(workspace, 0, 3);
    expect(() => complete(workspace, 0, 3)).toThrow('already completed');
  });

  it('writes its CSV in the language shown: headings translated, figures as a spreadsheet reads them', () => {
    const workspace = workspaceWithPeople(8);
    [2, 2, 3, 3, 4, 4].forEach((value, n) => complete(workspace, n, value));
    const results = localResults(workspace, workspace.assessments[0]!);
    const exportDate = new Date('2026-11-29T10:00:00Z');
    const firstCells = (text: string) =>
      text
        .replace('\uFEFF', '')
        .split('\r\n')
        .map((line) => line.split(',').slice(0, 6).join(','));
    expect(firstCells(localExportCsv(i18n, 'Acme', results, exportDate)).slice(0, 2)).toEqual([
      'Organisation Name,Assessment Title,Export Date,Total Responses,Overall Score,Completion Rate (%)',
      'Acme,Culture Change Readiness,2026-11-29,6,3.00,75.0',
    ]);
    const german = setupI18n({
      locale: 'de',
      locales: ['de-DE'],
      messages: { de: { [msg`Organisation Name`.id]: 'Name der Organisation', [msg`Export Date`.id]: 'Exportdatum' } },
    });
    expect(firstCells(localExportCsv(german, 'Acme', results, exportDate)).slice(0, 2)).toEqual([
      'Name der Organisation,Assessment Title,Exportdatum,Total Responses,Overall Score,Completion Rate (%)',
      'Acme,Culture Change Readiness,2026-11-29,6,3.00,75.0',
    ]);
  });

  it('names domains and statements in the language asked for, from the question bank, with the same figures', () => {
    const workspace = workspaceWithPeople(8);
    [2, 2, 3, 3, 4, 4].forEach((value, n) => complete(workspace, n, value));
    const english = localResults(workspace, workspace.assessments[0]!);
    const german = localResults(workspace, workspace.assessments[0]!, ['de']);
    const first = questionsForSet(SET)[0]!;
    expect(english.heatMap.find((cell) => cell.questionId === first.id)?.questionText).toBe(first.text);
    expect(german.heatMap.find((cell) => cell.questionId === first.id)?.questionText).toBe(STATEMENT_TRANSLATIONS[first.id]?.de);
    expect(english.domains[0]?.label).toBe(domainLabel(first.domain));
    expect(german.domains[0]?.label).toBe(DOMAIN_LABEL_TRANSLATIONS[english.domains[0]!.domain]?.de);
    expect(german.domains.map((domain) => domain.canShow && domain.meanScore)).toEqual(
      english.domains.map((domain) => domain.canShow && domain.meanScore),
    );
  });
});
