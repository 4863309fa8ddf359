import { STATEMENTS as WRITTEN_STATEMENTS } from './question-statements.ts';

export const QUESTION_SET_IDS = [
  'deib-assessment',
  'workforce-transformation',
  'people-first-maturity',
  'culture-change-readiness',
  'default-assessment',
] as const;

export type QuestionSetId = (typeof QUESTION_SET_IDS)[number];

export const CATEGORY_SET_IDS = [
  'deib-assessment',
  'workforce-transformation',
  'people-first-maturity',
  'culture-change-readiness',
] as const satisfies readonly QuestionSetId[];

export const DEFAULT_DOMAINS = ['alignment', 'awareness', 'agency', 'adaptability', 'accountability'] as const;

const DOMAIN_LABELS = {
  'leadership-governance': 'Leadership & Governance',
  'recruitment-hiring': 'Recruitment & Hiring',
  'culture-belonging': 'Culture & Belonging',
  design: 'Organisational Design',
  capability: 'Capability',
  // The underscore is part of the released key; renaming it would orphan stored answers.
  culture_shift: 'Culture Shift',
  'mission-purpose': 'Mission & Purpose',
  identity: 'Identity',
  'belief-values': 'Beliefs & Values',
  alignment: 'Alignment',
  awareness: 'Awareness',
  agency: 'Agency',
  adaptability: 'Adaptability',
  accountability: 'Accountability',
} as const;

export type DomainKey = keyof typeof DOMAIN_LABELS;

export interface QuestionSetDomain {
  readonly key: DomainKey;
  readonly label: string;
}

export interface QuestionSet {
  readonly id: QuestionSetId;
  readonly title: string;
  readonly description: string;
  readonly isCategory: boolean;
  readonly domains: readonly QuestionSetDomain[];
}

export interface Question {
  readonly id: string;
  readonly setId: QuestionSetId;
  readonly domain: DomainKey;
  readonly subcategory: string;
  readonly order: number;
  readonly text: string;
}

/** A question as written; its set and position come from where it stands in question-statements.ts. */
type Statement = Omit<Question, 'setId' | 'order'>;

// Checked here against the types, so that question-statements.ts need not import this file.
const STATEMENTS: Readonly<Record<QuestionSetId, readonly Statement[]>> = WRITTEN_STATEMENTS;

function domains(keys: readonly DomainKey[]): readonly QuestionSetDomain[] {
  return Object.freeze(keys.map((key) => Object.freeze({ key, label: DOMAIN_LABELS[key] })));
}

export const questionSets: readonly QuestionSet[] = Object.freeze([
  {
    id: 'deib-assessment',
    title: 'Diversity, Equity, Inclusion & Belonging (DEIB)',
    description: 'Measures how leadership, hiring and everyday culture support diversity, equity, inclusion and belonging.',
    isCategory: true,
    domains: domains(['leadership-governance', 'recruitment-hiring', 'culture-belonging']),
  },
  {
    id: 'workforce-transformation',
    title: 'Workforce Transformation',
    description: 'Measures how ready the organisation’s design, capabilities and culture are for new ways of working.',
    isCategory: true,
    domains: domains(['design', 'capability', 'culture_shift']),
  },
  {
    id: 'people-first-maturity',
    title: 'People-First Maturity',
    description: 'Measures how far the organisation’s purpose, identity and values put its people at the centre.',
    isCategory: true,
    domains: domains(['mission-purpose', 'identity', 'belief-values']),
  },
  {
    id: 'culture-change-readiness',
    title: 'Culture Change Readiness',
    description: 'Measures how aligned, aware and able to act people are when their organisation’s culture is changing.',
    isCategory: true,
    domains: domains(['alignment', 'awareness', 'agency']),
  },
  {
    id: 'default-assessment',
    title: 'Organisational Culture (default)',
    description: 'A short baseline of alignment, awareness, agency, adaptability and accountability across the organisation.',
    isCategory: false,
    domains: domains(DEFAULT_DOMAINS),
  },
] satisfies QuestionSet[]);

const QUESTIONS_BY_SET: ReadonlyMap<QuestionSetId, readonly Question[]> = new Map(
  QUESTION_SET_IDS.map((setId) => [
    setId,
    Object.freeze(STATEMENTS[setId].map((statement, index) => Object.freeze({ ...statement, setId, order: index + 1 }))),
  ]),
);

export const allQuestions: readonly Question[] = Object.freeze(QUESTION_SET_IDS.flatMap((setId) => QUESTIONS_BY_SET.get(setId) ?? []));

export function isQuestionSetId(value: string): value is QuestionSetId {
  return (QUESTION_SET_IDS as readonly string[]).includes(value);
}

export function isDomainKey(value: string): value is DomainKey {
  return Object.hasOwn(DOMAIN_LABELS, value);
}

export function getQuestionSet(id: QuestionSetId): QuestionSet;
export function getQuestionSet(id: string): QuestionSet | undefined;
export function getQuestionSet(id: string): QuestionSet | undefined {
  return questionSets.find((set) => set.id === id);
}

/** Questions of a set in survey order; empty for an unknown id. */
export function questionsForSet(id: string): readonly Question[] {
  return isQuestionSetId(id) ? (QUESTIONS_BY_SET.get(id) ?? []) : [];
}

export function domainLabel(domainKey: DomainKey): string;
export function domainLabel(domainKey: string): string | undefined;
export function domainLabel(domainKey: string): string | undefined {
  return isDomainKey(domainKey) ? DOMAIN_LABELS[domainKey] : undefined;
}
