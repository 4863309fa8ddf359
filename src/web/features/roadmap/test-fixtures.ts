import type { z } from 'zod';
import type { AssessmentSummary } from '#domain/api/assessments.ts';
import type { ResultsAssessmentSchema } from '#domain/api/results.ts';
import type { RoadmapItem, RoadmapResponse } from '#domain/api/roadmap.ts';

// Fixtures for the roadmap and export component tests; never imported by application code.

export const assessmentId = '5a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b';
export const otherAssessmentId = '6b1a4d2f-3c5e-4f70-9b8c-1d2e3f4a5b6c';

export const testAssessment: z.infer<typeof ResultsAssessmentSchema> = {
  id: assessmentId,
  title: 'Diversity, Equity, Inclusion & Belonging (DEIB)',
  questionSetId: 'deib-assessment',
  series: 'deib-assessment',
  status: 'open',
  wave: 1,
  openedAt: '2026-03-01T09:00:00.000Z',
  closedAt: null,
  importedAnswers: false,
};

// Local noon, so the en-GB date below does not depend on the machine's time zone.
export const generatedAt = new Date(2026, 2, 5, 12, 0).toISOString();

export function roadmapItem(priority: number, overrides: Partial<RoadmapItem> = {}): RoadmapItem {
  return {
    id: `9c2b5e3a-4d6f-4a81-8c9d-2e3f4a5b6c7${priority}`,
    assessmentId,
    domain: 'culture-belonging',
    domainLabel: 'Culture & Belonging',
    priority,
    title: `Action number ${priority}`,
    rationale: `Rationale of action ${priority}.`,
    firstStep: `First step of action ${priority}.`,
    ownerHint: 'People Lead or Team Managers',
    timeframe: '4-6 weeks',
    question: null,
    status: 'not_started',
    statusChangedBy: null,
    statusChangedAt: null,
    createdAt: generatedAt,
    ...overrides,
  };
}

export function roadmapResponse(overrides: Partial<RoadmapResponse> = {}): RoadmapResponse {
  return { assessment: testAssessment, threshold: 6, responses: 7, canGenerate: false, noActionNeeded: false, items: [], ...overrides };
}

export function assessmentSummary(overrides: Partial<AssessmentSummary> = {}): AssessmentSummary {
  return {
    id: assessmentId,
    questionSetId: 'deib-assessment',
    title: testAssessment.title,
    description: 'How inclusive the workplace feels.',
    category: null,
    status: 'open',
    wave: 1,
    openedAt: testAssessment.openedAt,
    closedAt: null,
    opensAt: null,
    closesAt: null,
    importedAnswers: false,
    minimumGroupSize: 6,
    createdAt: testAssessment.openedAt ?? '',
    questionCount: 9,
    estimatedMinutes: '3-4',
    myProgress: { answered: 0, started: false, completed: false },
    ...overrides,
  };
}
