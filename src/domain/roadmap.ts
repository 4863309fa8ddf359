import { gapOf } from './scoring.ts';

export const MAX_ROADMAP_ITEMS = 3;
/**
 * A domain gets an action only while it scores below this, the start of the Excellent band: a
 * gap to 5 of more than half a point. A domain already excellent (4.67, everyone agreeing) needs
 * none, even when it is among the three largest gaps left.
 */
export const ROADMAP_ACTION_BELOW = 4.5;

export type RoadmapTemplate = {
  /** Short action title; the question is appended, quoted. */
  title: string;
  /** Why this matters; the gap and the question are added. */
  rationale: string;
  firstStep: string;
  ownerHint: string;
};

/**
 * One template per domain of every built-in set. Owners for the five default domains are
 * the specification's (spec/02 §9); the others are ours.
 */
export const roadmapTemplates: Record<string, RoadmapTemplate> = {
  alignment: {
    title: 'Connect daily work to shared goals',
    rationale: 'People are unsure how their work links to where the organisation is heading.',
    firstStep: 'Run a 30-minute session in each team mapping current priorities to the organisation’s top three goals.',
    ownerHint: 'People Lead or Department Managers',
  },
  awareness: {
    title: 'Make change visible before it lands',
    rationale: 'People hear about changes late or second-hand.',
    firstStep: 'Publish a short monthly “what is changing and why” note from the leadership team, with a named contact for questions.',
    ownerHint: 'Leadership Team or Communications Lead',
  },
  agency: {
    title: 'Give people a real say in decisions about their work',
    rationale: 'People feel decisions about their work are made without them.',
    firstStep: 'Pick one upcoming team decision and ask the team to shape it, then report back what changed because of their input.',
    ownerHint: 'People Lead or Team Managers',
  },
  adaptability: {
    title: 'Build the habit of adjusting quickly',
    rationale: 'Adapting to new ways of working feels hard or unsupported.',
    firstStep: 'After the next change, hold a short retrospective and agree one thing to do differently next time.',
    ownerHint: 'Change Management Lead or HR Team',
  },
  accountability: {
    title: 'Make ownership and follow-through clear',
    rationale: 'It is not always clear who owns what, or commitments are not followed through.',
    firstStep: 'For the next quarter’s priorities, name one owner each and review progress openly once a month.',
    ownerHint: 'People Lead or Performance Management Team',
  },
  'leadership-governance': {
    title: 'Show leadership commitment to inclusion in action',
    rationale: 'People do not yet see leaders acting on what they say about inclusion.',
    firstStep: 'Have each senior leader commit to one visible inclusion action this quarter and report on it at the next all-hands.',
    ownerHint: 'Executive Sponsor or Leadership Team',
  },
  'recruitment-hiring': {
    title: 'Make hiring fairer and more consistent',
    rationale: 'People doubt that hiring and promotion give everyone a fair chance.',
    firstStep: 'Introduce structured interview questions and a diverse panel for the next three open roles.',
    ownerHint: 'Talent Acquisition Lead or HR Team',
  },
  'culture-belonging': {
    title: 'Strengthen everyday belonging',
    rationale: 'Not everyone feels they can be themselves and be heard at work.',
    firstStep: 'Ask each team to agree two meeting habits that make it easier for everyone to speak up, and try them for a month.',
    ownerHint: 'People Lead or Team Managers',
  },
  design: {
    title: 'Clarify how work is organised',
    rationale: 'Structures, roles and hand-offs get in the way of the work.',
    firstStep: 'Map one cross-team process end to end with the people who run it and remove one unnecessary hand-off.',
    ownerHint: 'Operations Lead or Organisation Design Lead',
  },
  capability: {
    title: 'Build the skills the future work needs',
    rationale: 'People do not feel equipped for the skills the organisation will need.',
    firstStep: 'Run a skills check in one department and give each person a funded learning goal for the next quarter.',
    ownerHint: 'Learning and Development Lead',
  },
  culture_shift: {
    title: 'Support people through the change in culture',
    rationale: 'The intended change in ways of working is not yet felt day to day.',
    firstStep: 'Choose three behaviours that describe the new culture and ask managers to recognise them publicly each week.',
    ownerHint: 'Change Management Lead or Leadership Team',
  },
  'mission-purpose': {
    title: 'Bring the mission into everyday work',
    rationale: 'People do not see how the organisation’s purpose shows up in their work.',
    firstStep: 'Open each team meeting for a month with one example of work that served the mission.',
    ownerHint: 'Leadership Team or Communications Lead',
  },
  identity: {
    title: 'Strengthen a shared sense of who we are',
    rationale: 'People are unsure what makes the organisation distinctive or feel little connection to it.',
    firstStep: 'Collect stories from staff about moments that felt “typically us” and share the best five internally.',
    ownerHint: 'People Lead or Internal Communications',
  },
  'belief-values': {
    title: 'Live the stated values in decisions',
    rationale: 'The stated values do not yet guide how decisions are made.',
    firstStep: 'For the next major decision, publish which value guided it and how.',
    ownerHint: 'Leadership Team or People Lead',
  },
};

/** A domain's timeframe from its gap to 5 (spec/02 §9). */
export function timeframeFor(gap: number): string {
  if (gap >= 2) return '6-8 weeks';
  if (gap >= 1.5) return '4-6 weeks';
  if (gap >= 1) return '3-4 weeks';
  return '2-3 weeks';
}

export type ShownDomain = { domain: string; label: string; mean: number };
export type ShownQuestion = { domain: string; questionId: string; text: string; average: number };

export type RoadmapDraft = {
  priority: number;
  domain: string;
  title: string;
  rationale: string;
  firstStep: string;
  ownerHint: string;
  timeframe: string;
  gap: number;
  /** The domain's statement with the largest gap, whole: the title and rationale quote only its start. */
  question: string | null;
};

/**
 * The template of a domain an organisation made up for its own questions (decision 0033): the
 * same shape as the built-in ones, in words that fit any domain.
 */
export function genericRoadmapTemplate(label: string): RoadmapTemplate {
  return {
    title: `Act on what people said about ${label}`,
    rationale: `People rated ${label} lower than other areas.`,
    firstStep: `Share the ${label} results with each team and agree one change to try in the next month, then check whether it helped.`,
    ownerHint: 'People Lead or Team Managers',
  };
}

/**
 * A statement shortened for a title (50 characters) or a rationale (100), as spec/02 §9 says:
 * whole words only, up to `length` characters, with an ellipsis when something was left out.
 * The item carries the whole statement beside them.
 */
export function shortenAtWord(text: string, length: number): string {
  if (text.length <= length) return text;
  const lastSpace = text.lastIndexOf(' ', length);
  const words = lastSpace > 0 ? text.slice(0, lastSpace) : text.slice(0, length);
  return `${words.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Whether a shown domain's score leaves a gap worth an action. */
export function needsAction(mean: number): boolean {
  return mean < ROADMAP_ACTION_BELOW;
}

/**
 * At most three actions, for the shown domains with the largest gaps (ties broken by domain
 * key) that still need one (below ROADMAP_ACTION_BELOW), each quoting that domain's question
 * with the largest gap. Only shown data goes in: callers pass shown domains and questions only.
 */
export function generateRoadmap(domains: readonly ShownDomain[], questions: readonly ShownQuestion[]): RoadmapDraft[] {
  return domains
    .filter((domain) => needsAction(domain.mean))
    .map((domain) => ({ ...domain, gap: gapOf(domain.mean) }))
    .sort((a, b) => b.gap - a.gap || a.domain.localeCompare(b.domain))
    .slice(0, MAX_ROADMAP_ITEMS)
    .map((domain, index) => {
      const template = roadmapTemplates[domain.domain] ?? genericRoadmapTemplate(domain.label);
      const [question] = questions
        .filter((candidate) => candidate.domain === domain.domain)
        .sort((a, b) => a.average - b.average || a.questionId.localeCompare(b.questionId));
      return {
        priority: index + 1,
        domain: domain.domain,
        title: question ? `${template.title}: “${shortenAtWord(question.text, 50)}”` : template.title,
        rationale:
          `${template.rationale} ${domain.label} scored ${domain.mean.toFixed(2)} out of 5 (a gap of ${domain.gap.toFixed(2)}).` +
          (question ? ` The lowest-scoring statement: “${shortenAtWord(question.text, 100)}” (${question.average.toFixed(2)}).` : ''),
        firstStep: template.firstStep,
        ownerHint: template.ownerHint,
        timeframe: timeframeFor(domain.gap),
        gap: domain.gap,
        question: question?.text ?? null,
      };
    });
}
