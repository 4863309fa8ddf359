/** Static content of the platform's marketing pages, typed as the specification's content items. */
import { estimatedMinutes } from '#domain/assessment-durations.ts';

export interface AssessmentArea {
  id: 'deib' | 'workforce-transformation' | 'people-first-maturity' | 'culture-change-readiness';
  title: string;
  /** Names the assessment in link texts and e-mail subjects, e.g. "the DEIB assessment". */
  shortName: string;
  subtitle: string;
  description: string;
  features: readonly string[];
}

export interface PlatformFeature {
  title: string;
  description: string;
  benefits: readonly string[];
}

export type AiFeatureStatus = 'Available' | 'Coming soon';

export interface AiFeature {
  title: string;
  description: string;
  benefits: readonly string[];
  status: AiFeatureStatus;
}

export interface Stat {
  value: string;
  label: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

export interface AssessmentDuration {
  title: string;
  /** What the assessment covers, in one line. */
  covers: string;
  minutes: string;
}

export const assessmentAreas: readonly AssessmentArea[] = [
  {
    id: 'deib',
    title: 'Diversity, Equity, Inclusion & Belonging (DEIB)',
    shortName: 'the DEIB assessment',
    subtitle: 'See whether inclusion is lived, not only stated',
    description:
      'Asks people how leadership, hiring and everyday working life support diversity, equity, inclusion and belonging, so you can see where people experience fairness and where they do not.',
    features: [
      'Three domains: Leadership & Governance, Recruitment & Hiring, Culture & Belonging',
      'Plain-language statements, one idea each, with “Prefer not to say” always available',
      'Scores per domain, shown only where at least six people answered',
      'Team views that never narrow a result down to fewer than six people',
    ],
  },
  {
    id: 'workforce-transformation',
    title: 'Workforce Transformation',
    shortName: 'the workforce transformation assessment',
    subtitle: 'Know whether you are ready for new ways of working',
    description:
      'Looks at how work is organised, whether people have the skills they need and whether the culture supports change — before you restructure, automate or change how teams work.',
    features: [
      'Three domains: Organisational Design, Capability, Culture Shift',
      'Shows whether design, skills or culture is most likely to hold a change back',
      'A heat map of domains across the organisation',
      'A priority roadmap of up to three actions drawn from the largest gaps',
    ],
  },
  {
    id: 'people-first-maturity',
    title: 'People-First Maturity',
    shortName: 'the people-first maturity assessment',
    subtitle: 'Find out how far your people are at the centre of how you work',
    description:
      'Asks whether your mission, identity and values show up in day-to-day decisions, so you can see how people-first the organisation is in practice rather than on paper.',
    features: [
      'Three domains: Mission & Purpose, Identity, Beliefs & Values',
      'The shortest of the four assessments',
      'Results shown as domain scores and the gap to the top of the scale',
      'CSV and PDF exports containing aggregated results only',
    ],
  },
  {
    id: 'culture-change-readiness',
    title: 'Culture Change Readiness',
    shortName: 'the culture change readiness assessment',
    subtitle: 'Check that people are aligned, aware and able to act',
    description:
      'Before a change programme, measures whether people understand where the organisation is heading, know what is changing and feel able to play their part.',
    features: [
      'Three domains: Alignment, Awareness, Agency',
      'Highlights where communication or support is needed before launch',
      'Team views for managers’ direct reports, with the six-respondent threshold',
      'A first step and a suggested owner for every roadmap action',
    ],
  },
];

export const platformFeatures: readonly PlatformFeature[] = [
  {
    title: 'Anonymous by design',
    description:
      'Answers stay encrypted while people answer and are released into the results in groups of at least six, without names, teams or times. Results appear only where at least six different people answered.',
    benefits: [
      'People can answer honestly',
      'A copy of the database alone cannot link an answer to a person',
      'Team views never isolate fewer than six people',
    ],
  },
  {
    title: 'One statement at a time',
    description:
      'Employees answer short agree/disagree statements on a five-point scale, one at a time, with “Prefer not to say” always available. Progress is saved as they go.',
    benefits: ['Comfortable on a phone as well as a desktop', 'Nobody is forced to answer', 'People can stop and continue later'],
  },
  {
    title: 'Results you can act on',
    description:
      'Domain scores, a heat map, team views and a priority roadmap of up to three actions drawn from the largest gaps, calculated on the server from real answers.',
    benefits: [
      'See where to start, not only a score',
      'Each action has a first step and a suggested owner',
      'Export aggregated results as CSV or PDF',
    ],
  },
  {
    title: 'Invitations and roles',
    description:
      'Invite people by e-mail, many at once. Resend or revoke an invitation, and give each person the role of employee, manager or organisation administrator.',
    benefits: ['Invitations expire after 14 days', 'Each person sees what their role allows', 'Each person belongs to one organisation'],
  },
  {
    title: 'Consent and audit trail',
    description:
      'Each person’s consent is recorded with its version and time before they answer, and administrative actions such as invitations, exports and sign-ins are kept as audit events.',
    benefits: ['Show when and how consent was given', 'See who invited whom and who exported what', 'No survey answers in the audit trail'],
  },
  {
    title: 'Runs where you decide',
    description:
      'Run CultureLens on your own server with PostgreSQL, or try it with the built-in embedded database, so your data stays under your organisation’s control.',
    benefits: [
      'Your organisation stays in control of its data',
      'Starts with a single command',
      'Several app servers can share one PostgreSQL database',
    ],
  },
];

/** Service targets for installations that Aldergrove Technology hosts and supports. */
export const serviceStats: readonly Stat[] = [
  { value: '99.9%', label: 'uptime' },
  { value: 'Under 2s', label: 'response' },
  { value: '24/7', label: 'support' },
];

export const aiFeatures: readonly AiFeature[] = [
  {
    title: 'Survey templates',
    description:
      'Ready-made statement sets for DEIB, workforce transformation, people-first maturity, culture change readiness and an engagement baseline, written in plain language.',
    benefits: ['No question writing needed to get started', 'One idea per statement, on a five-point scale'],
    status: 'Available',
  },
  {
    title: 'Insights dashboard',
    description: 'Domain scores, a heat map, team views and a priority roadmap, each shown only where at least six people answered.',
    benefits: ['See the largest gaps first', 'Export aggregated results as CSV or PDF'],
    status: 'Available',
  },
  {
    title: 'Sentiment analysis',
    description: 'We are working on summarising how people feel across domains. It is not part of CultureLens yet.',
    benefits: ['Aim: show where sentiment differs between domains', 'Will follow the same six-respondent threshold'],
    status: 'Coming soon',
  },
  {
    title: 'Question generation',
    description: 'We are working on suggesting statements for topics of your own. It is not part of CultureLens yet.',
    benefits: ['Aim: tailor an assessment to your organisation', 'Every suggestion will need an administrator’s approval'],
    status: 'Coming soon',
  },
];

export const processSteps: readonly ProcessStep[] = [
  {
    title: 'Design',
    description: 'Choose an assessment area and decide whom to invite. The statements are ready-made, so there is nothing to write.',
  },
  {
    title: 'Deploy',
    description: 'Invite people by e-mail. Each person gives consent, then answers one statement at a time, anonymously.',
  },
  {
    title: 'Analyse',
    description: 'Once at least six people have answered, read the domain scores, the heat map and the team views.',
  },
  {
    title: 'Act',
    description: 'Work through the priority roadmap: up to three actions from the largest gaps, each with a first step and an owner.',
  },
];

// The minutes come from the question sets the app runs (the same figure respondents see).
export const assessmentDurations: readonly AssessmentDuration[] = [
  {
    title: 'Engagement',
    covers: 'Our baseline of alignment, awareness, agency, adaptability and accountability',
    minutes: estimatedMinutes['default-assessment'],
  },
  {
    title: 'DEIB',
    covers: 'Leadership & governance, recruitment & hiring, culture & belonging',
    minutes: estimatedMinutes['deib-assessment'],
  },
  {
    title: 'Workforce transformation',
    covers: 'Organisational design, capabilities and the shift in culture',
    minutes: estimatedMinutes['workforce-transformation'],
  },
  {
    title: 'Culture change readiness',
    covers: 'Alignment, awareness and agency ahead of a change',
    minutes: estimatedMinutes['culture-change-readiness'],
  },
  {
    title: 'People-first maturity',
    covers: 'Mission & purpose, identity, beliefs & values',
    minutes: estimatedMinutes['people-first-maturity'],
  },
];
