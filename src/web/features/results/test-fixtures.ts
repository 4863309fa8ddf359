import type {
  AssessmentResults,
  AssessmentTrends,
  DomainScore,
  HeatMapCell,
  ResultsCard,
  ResultsOverview,
  TeamResults,
} from '#domain/api/results.ts';

// Test data for the results and dashboard component tests; never imported by application code.

export const ASSESSMENT_ID = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const EARLIER_ID = '6b2e3d4c-5f60-4b7c-9d8e-0f1a2b3c4d5e';
export const MANAGER_ID = '0b6c8f0e-4a53-4c2e-9a51-0d1f8f1f2a11';

export const shownDomains: DomainScore[] = [
  {
    domain: 'leadership-governance',
    label: 'Leadership & Governance',
    canShow: true,
    meanScore: 3.45,
    responseCount: 12,
    favourability: { agree: 18, neutral: 9, disagree: 9, preferNotToSay: 4 },
  },
  // Published before answers were counted by value: no favourability.
  { domain: 'recruitment-hiring', label: 'Recruitment & Hiring', canShow: true, meanScore: 2.8, responseCount: 11, favourability: null },
  {
    domain: 'culture-belonging',
    label: 'Culture & Belonging',
    canShow: true,
    meanScore: 4.12,
    responseCount: 12,
    favourability: { agree: 30, neutral: 4, disagree: 2, preferNotToSay: 0 },
  },
];

export const hiddenDomains: DomainScore[] = shownDomains.map(({ domain, label }) => ({
  domain,
  label,
  canShow: false,
  favourability: null,
}));

export function card(overrides: Partial<ResultsCard> = {}, assessment: Partial<ResultsCard['assessment']> = {}): ResultsCard {
  return {
    assessment: {
      id: ASSESSMENT_ID,
      title: 'DEIB follow-up',
      questionSetId: 'deib-assessment',
      series: 'deib-assessment',
      status: 'open',
      wave: 2,
      openedAt: '2025-05-01T09:00:00.000Z',
      closedAt: null,
      importedAnswers: false,
      ...assessment,
    },
    threshold: 6,
    responses: 12,
    completion: { activePeople: 16, completed: 12, rate: 75, notCounted: 0, heldUntilClose: false, nextReleaseAt: null },
    overall: { canShow: true, score: 3.46 },
    trend: { previousAssessmentId: EARLIER_ID, previousWave: 1, previousScore: 3.06, change: 0.4 },
    ...overrides,
  };
}

/** A card before the first release: none released, nothing shown, the next release at `nextReleaseAt`. */
export const hiddenCard = (nextReleaseAt: string | null = '2025-05-04T03:00:00.000Z') =>
  card({
    responses: 0,
    completion: { activePeople: 8, completed: 0, rate: 0, notCounted: 0, heldUntilClose: false, nextReleaseAt },
    overall: { canShow: false, score: null },
    trend: null,
  });

export function overview(cards: ResultsCard[], overrides: Partial<ResultsOverview> = {}): ResultsOverview {
  return { organisationName: 'Analytical Engines Ltd', isDemo: false, threshold: 6, cards, ...overrides };
}

export const heatMap: HeatMapCell[] = [
  {
    domain: 'leadership-governance',
    questionId: 'deib-1',
    questionText: 'Leaders act on inclusion.',
    order: 1,
    canShow: true,
    average: 3.5,
    responseCount: 12,
    favourability: { agree: 7, neutral: 3, disagree: 2, preferNotToSay: 1 },
  },
  {
    domain: 'leadership-governance',
    questionId: 'deib-2',
    questionText: 'Decisions are explained.',
    order: 2,
    canShow: false,
    favourability: null,
  },
  {
    domain: 'recruitment-hiring',
    questionId: 'deib-4',
    questionText: 'Hiring is fair.',
    order: 4,
    canShow: true,
    average: 2.75,
    responseCount: 11,
    favourability: null,
  },
  {
    domain: 'culture-belonging',
    questionId: 'deib-7',
    questionText: 'I belong here.',
    order: 7,
    canShow: true,
    average: 4.6,
    responseCount: 12,
    favourability: null,
  },
];

export function results(overrides: Partial<AssessmentResults> = {}): AssessmentResults {
  const base = card();
  return {
    assessment: base.assessment,
    threshold: 6,
    responses: 12,
    canShowResults: true,
    completion: base.completion,
    overall: base.overall,
    domains: shownDomains,
    heatMap,
    choices: [],
    comments: [],
    insights: {
      strongest: { domain: 'culture-belonging', label: 'Culture & Belonging', mean: 4.12 },
      weakest: { domain: 'recruitment-hiring', label: 'Recruitment & Hiring', mean: 2.8 },
      largestGap: { domain: 'recruitment-hiring', label: 'Recruitment & Hiring', gap: 2.2, questionText: 'Hiring is fair.' },
      preferNotToSay: [
        { domain: 'leadership-governance', label: 'Leadership & Governance', rate: 4.2 },
        { domain: 'recruitment-hiring', label: 'Recruitment & Hiring', rate: 11.5 },
        { domain: 'culture-belonging', label: 'Culture & Belonging', rate: 0 },
      ],
    },
    trend: base.trend,
    releasedOn: '2025-05-03',
    answersWaiting: [],
    ...overrides,
  };
}

export function hiddenResults(nextReleaseAt?: string | null): AssessmentResults {
  const base = hiddenCard(nextReleaseAt);
  return results({
    responses: 0,
    canShowResults: false,
    completion: base.completion,
    overall: base.overall,
    domains: hiddenDomains,
    heatMap: heatMap.map(({ domain, questionId, questionText, order }) => ({
      domain,
      questionId,
      questionText,
      order,
      canShow: false,
      favourability: null,
    })),
    insights: { strongest: null, weakest: null, largestGap: null, preferNotToSay: [] },
    trend: null,
    releasedOn: null,
  });
}

export function team(overrides: Partial<TeamResults> = {}): TeamResults {
  return {
    managerId: MANAGER_ID,
    managerName: 'Ada Lovelace',
    teamSize: 7,
    respondents: 6,
    canShowStats: true,
    domains: shownDomains.map((domain) => (domain.canShow ? { ...domain, responseCount: 6, favourability: null } : domain)),
    ...overrides,
  };
}

/**
 * Trends of wave 2 against wave 1: leadership up 0.25, recruitment hidden in wave 1 (no
 * comparison), culture unchanged; the first leadership question down 0.5.
 */
export function trends(): AssessmentTrends {
  const series = (before: number | null, after: number | null) => [
    { assessmentId: EARLIER_ID, wave: 1, score: before },
    { assessmentId: ASSESSMENT_ID, wave: 2, score: after },
  ];
  const change = (before: number, after: number, direction: 'up' | 'down' | 'same') => ({
    previousWave: 1,
    previousScore: before,
    score: after,
    change: Math.round((after - before) * 100) / 100,
    direction,
  });
  return {
    assessmentId: ASSESSMENT_ID,
    waves: [
      { assessmentId: EARLIER_ID, wave: 1, title: 'DEIB baseline', releasedOn: '2025-01-10' },
      { assessmentId: ASSESSMENT_ID, wave: 2, title: 'DEIB follow-up', releasedOn: '2025-05-03' },
    ],
    overall: { change: change(3.06, 3.46, 'up'), series: series(3.06, 3.46) },
    domains: [
      {
        domain: 'leadership-governance',
        label: 'Leadership & Governance',
        statementsChanged: false,
        change: change(3.2, 3.45, 'up'),
        series: series(3.2, 3.45),
      },
      { domain: 'recruitment-hiring', label: 'Recruitment & Hiring', statementsChanged: false, change: null, series: series(null, 2.8) },
      {
        domain: 'culture-belonging',
        label: 'Culture & Belonging',
        statementsChanged: false,
        change: change(4.12, 4.12, 'same'),
        series: series(4.12, 4.12),
      },
    ],
    questions: heatMap.map((cell) => ({
      questionId: cell.questionId,
      domain: cell.domain,
      order: cell.order,
      questionText: cell.questionText,
      change: cell.questionId === 'deib-1' ? change(4, 3.5, 'down') : null,
      series: series(cell.questionId === 'deib-1' ? 4 : null, cell.canShow ? cell.average : null),
    })),
  };
}
