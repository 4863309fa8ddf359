/**
 * Static content of the platform's marketing pages, typed as the specification's content items.
 * Every text is a message (decision 0053), shown with `t(...)` in the reader's language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { estimatedMinutes } from '#domain/assessment-durations.ts';

export interface AssessmentArea {
  id: 'deib' | 'workforce-transformation' | 'people-first-maturity' | 'culture-change-readiness';
  title: MessageDescriptor;
  /** Names the assessment in link texts and e-mail subjects, e.g. "the DEIB assessment". */
  shortName: MessageDescriptor;
  subtitle: MessageDescriptor;
  description: MessageDescriptor;
  features: readonly MessageDescriptor[];
}

export interface PlatformFeature {
  title: MessageDescriptor;
  description: MessageDescriptor;
  benefits: readonly MessageDescriptor[];
}

export type AiFeatureStatus = 'Available' | 'Coming soon';

/** The badge of each status, in the reader's language. */
export const aiFeatureStatusLabels: Record<AiFeatureStatus, MessageDescriptor> = {
  Available: msg({ message: 'Available', context: 'AI feature status' }),
  'Coming soon': msg({ message: 'Coming soon', context: 'AI feature status' }),
};

export interface AiFeature {
  title: MessageDescriptor;
  description: MessageDescriptor;
  benefits: readonly MessageDescriptor[];
  status: AiFeatureStatus;
}

export interface Stat {
  value: MessageDescriptor;
  label: MessageDescriptor;
}

export interface ProcessStep {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export interface AssessmentDuration {
  title: MessageDescriptor;
  /** What the assessment covers, in one line. */
  covers: MessageDescriptor;
  minutes: string;
}

export const assessmentAreas: readonly AssessmentArea[] = [
  {
    id: 'deib',
    title: msg`Diversity, Equity, Inclusion & Belonging (DEIB)`,
    shortName: msg`the DEIB assessment`,
    subtitle: msg`See whether inclusion is lived, not only stated`,
    description: msg`Asks people how leadership, hiring and everyday working life support diversity, equity, inclusion and belonging, so you can see where people experience fairness and where they do not.`,
    features: [
      msg`Three domains: Leadership & Governance, Recruitment & Hiring, Culture & Belonging`,
      msg`Plain-language statements, one idea each, with “Prefer not to say” always available`,
      msg`Scores per domain, shown only where at least six people answered`,
      msg`Team views that never narrow a result down to fewer than six people`,
    ],
  },
  {
    id: 'workforce-transformation',
    title: msg`Workforce Transformation`,
    shortName: msg`the workforce transformation assessment`,
    subtitle: msg`Know whether you are ready for new ways of working`,
    description: msg`Looks at how work is organised, whether people have the skills they need and whether the culture supports change — before you restructure, automate or change how teams work.`,
    features: [
      msg`Three domains: Organisational Design, Capability, Culture Shift`,
      msg`Shows whether design, skills or culture is most likely to hold a change back`,
      msg`A heat map of domains across the organisation`,
      msg`A priority roadmap of up to three actions drawn from the largest gaps`,
    ],
  },
  {
    id: 'people-first-maturity',
    title: msg`People-First Maturity`,
    shortName: msg`the people-first maturity assessment`,
    subtitle: msg`Find out how far your people are at the centre of how you work`,
    description: msg`Asks whether your mission, identity and values show up in day-to-day decisions, so you can see how people-first the organisation is in practice rather than on paper.`,
    features: [
      msg`Three domains: Mission & Purpose, Identity, Beliefs & Values`,
      msg`The shortest of the four assessments`,
      msg`Results shown as domain scores and the gap to the top of the scale`,
      msg`CSV and PDF exports containing aggregated results only`,
    ],
  },
  {
    id: 'culture-change-readiness',
    title: msg`Culture Change Readiness`,
    shortName: msg`the culture change readiness assessment`,
    subtitle: msg`Check that people are aligned, aware and able to act`,
    description: msg`Before a change programme, measures whether people understand where the organisation is heading, know what is changing and feel able to play their part.`,
    features: [
      msg`Three domains: Alignment, Awareness, Agency`,
      msg`Highlights where communication or support is needed before launch`,
      msg`Team views for managers’ direct reports, with the six-respondent threshold`,
      msg`A first step and a suggested owner for every roadmap action`,
    ],
  },
];

export const platformFeatures: readonly PlatformFeature[] = [
  {
    title: msg`Anonymous by design`,
    description: msg`Answers stay encrypted while people answer and are released into the results in groups of at least six, without names, teams or times. Results appear only where at least six different people answered.`,
    benefits: [
      msg`People can answer honestly`,
      msg`A copy of the database alone cannot link an answer to a person`,
      msg`Team views never isolate fewer than six people`,
    ],
  },
  {
    title: msg`One statement at a time`,
    description: msg`Employees answer short agree/disagree statements on a five-point scale, one at a time, with “Prefer not to say” always available. Progress is saved as they go.`,
    benefits: [msg`Comfortable on a phone as well as a desktop`, msg`Nobody is forced to answer`, msg`People can stop and continue later`],
  },
  {
    title: msg`Results you can act on`,
    description: msg`Domain scores, a heat map, team views and a priority roadmap of up to three actions drawn from the largest gaps, calculated on the server from real answers.`,
    benefits: [
      msg`See where to start, not only a score`,
      msg`Each action has a first step and a suggested owner`,
      msg`Export aggregated results as CSV or PDF`,
    ],
  },
  {
    title: msg`Invitations and roles`,
    description: msg`Invite people by e-mail, many at once. Resend or revoke an invitation, and give each person the role of employee, manager or organisation administrator.`,
    benefits: [
      msg`Invitations expire after 14 days`,
      msg`Each person sees what their role allows`,
      msg`Each person belongs to one organisation`,
    ],
  },
  {
    title: msg`Consent and audit trail`,
    description: msg`Each person’s consent is recorded with its version and time before they answer, and administrative actions such as invitations, exports and sign-ins are kept as audit events.`,
    benefits: [
      msg`Show when and how consent was given`,
      msg`See who invited whom and who exported what`,
      msg`No survey answers in the audit trail`,
    ],
  },
  {
    title: msg`Runs where you decide`,
    description: msg`Run CultureLens on your own server with PostgreSQL, or try it with the built-in embedded database, so your data stays under your organisation’s control.`,
    benefits: [
      msg`Your organisation stays in control of its data`,
      msg`Starts with a single command`,
      msg`Several app servers can share one PostgreSQL database`,
    ],
  },
];

/** Service targets for installations that Aldergrove Technology hosts and supports. */
export const serviceStats: readonly Stat[] = [
  { value: msg`99.9%`, label: msg`uptime` },
  { value: msg`Under 2s`, label: msg`response` },
  { value: msg`24/7`, label: msg`support` },
];

export const aiFeatures: readonly AiFeature[] = [
  {
    title: msg`Survey templates`,
    description: msg`Ready-made statement sets for DEIB, workforce transformation, people-first maturity, culture change readiness and an engagement baseline, written in plain language.`,
    benefits: [msg`No question writing needed to get started`, msg`One idea per statement, on a five-point scale`],
    status: 'Available',
  },
  {
    title: msg`Insights dashboard`,
    description: msg`Domain scores, a heat map, team views and a priority roadmap, each shown only where at least six people answered.`,
    benefits: [msg`See the largest gaps first`, msg`Export aggregated results as CSV or PDF`],
    status: 'Available',
  },
  {
    title: msg`Sentiment analysis`,
    description: msg`We are working on summarising how people feel across domains. It is not part of CultureLens yet.`,
    benefits: [msg`Aim: show where sentiment differs between domains`, msg`Will follow the same six-respondent threshold`],
    status: 'Coming soon',
  },
  {
    title: msg`Question generation`,
    description: msg`We are working on suggesting statements for topics of your own. It is not part of CultureLens yet.`,
    benefits: [msg`Aim: tailor an assessment to your organisation`, msg`Every suggestion will need an administrator’s approval`],
    status: 'Coming soon',
  },
];

export const processSteps: readonly ProcessStep[] = [
  {
    title: msg`Design`,
    description: msg`Choose an assessment area and decide whom to invite. The statements are ready-made, so there is nothing to write.`,
  },
  {
    title: msg`Deploy`,
    description: msg`Invite people by e-mail. Each person gives consent, then answers one statement at a time, anonymously.`,
  },
  {
    title: msg`Analyse`,
    description: msg`Once at least six people have answered, read the domain scores, the heat map and the team views.`,
  },
  {
    title: msg`Act`,
    description: msg`Work through the priority roadmap: up to three actions from the largest gaps, each with a first step and an owner.`,
  },
];

// The minutes come from the question sets the app runs (the same figure respondents see).
export const assessmentDurations: readonly AssessmentDuration[] = [
  {
    title: msg`Engagement`,
    covers: msg`Our baseline of alignment, awareness, agency, adaptability and accountability`,
    minutes: estimatedMinutes['default-assessment'],
  },
  {
    title: msg`DEIB`,
    covers: msg`Leadership & governance, recruitment & hiring, culture & belonging`,
    minutes: estimatedMinutes['deib-assessment'],
  },
  {
    title: msg`Workforce transformation`,
    covers: msg`Organisational design, capabilities and the shift in culture`,
    minutes: estimatedMinutes['workforce-transformation'],
  },
  {
    title: msg`Culture change readiness`,
    covers: msg`Alignment, awareness and agency ahead of a change`,
    minutes: estimatedMinutes['culture-change-readiness'],
  },
  {
    title: msg`People-first maturity`,
    covers: msg`Mission & purpose, identity, beliefs & values`,
    minutes: estimatedMinutes['people-first-maturity'],
  },
];
