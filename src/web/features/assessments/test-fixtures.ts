import type { AssessmentSummary, Questionnaire } from '#domain/api/assessments.ts';

// Test data for the assessment feature's component tests; never imported by application code.

export const ASSESSMENT_ID = '3f0c2a1e-6b7d-4e8f-9a0b-1c2d3e4f5a6b';

export function summary(overrides: Partial<AssessmentSummary> = {}): AssessmentSummary {
  return {
    id: ASSESSMENT_ID,
    questionSetId: 'culture-change-readiness',
    title: 'Culture Change Readiness',
    description: 'How ready we are for change.',
    category: null,
    status: 'open',
    wave: 1,
    openedAt: '2025-03-01T09:00:00.000Z',
    closedAt: null,
    opensAt: null,
    closesAt: null,
    importedAnswers: false,
    minimumGroupSize: 6,
    createdAt: '2025-03-01T09:00:00.000Z',
    questionCount: 3,
    estimatedMinutes: '3-4 minutes',
    myProgress: { answered: 0, started: false, completed: false },
    ...overrides,
  };
}

export const questions: Questionnaire['questions'] = [
  {
    id: 'ccr-1',
    text: 'Leaders explain why changes are needed.',
    domain: 'alignment',
    domainLabel: 'Alignment',
    order: 1,
    required: true,
    kind: 'agreement',
  },
  {
    id: 'ccr-2',
    text: 'I know what is expected of me after a change.',
    domain: 'awareness',
    domainLabel: 'Awareness',
    order: 2,
    required: true,
    kind: 'agreement',
  },
  {
    id: 'ccr-3',
    text: 'I can influence how changes affect my work.',
    domain: 'agency',
    domainLabel: 'Agency',
    order: 3,
    required: true,
    kind: 'agreement',
  },
];

export function questionnaire(overrides: Partial<Questionnaire> = {}, assessment: Partial<AssessmentSummary> = {}): Questionnaire {
  const answers = overrides.answers ?? {};
  return {
    assessment: summary({
      ...assessment,
      myProgress: { answered: Object.keys(answers).length, started: false, completed: false, ...assessment.myProgress },
    }),
    questions,
    answers,
    resumeAt: Object.keys(answers).length,
    ...overrides,
  };
}
