import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The words of the roadmap's actions (decision 0053): descriptors, translated where an action is
 * read (the roadmap page through the API, the PDF, the presentation, the local workspace), never
 * where it is made.
 */

export type RoadmapTemplate = {
  /** Short action title; the question is appended, quoted. */
  title: MessageDescriptor;
  /** Why this matters; the gap and the question are added. */
  rationale: MessageDescriptor;
  firstStep: MessageDescriptor;
  ownerHint: MessageDescriptor;
};

/**
 * One template per domain of every built-in set. Owners for the five default domains are
 * the specification's (spec/02 §9); the others are ours.
 */
export const roadmapTemplates: Record<string, RoadmapTemplate> = {
  alignment: {
    title: msg`Connect daily work to shared goals`,
    rationale: msg`People are unsure how their work links to where the organisation is heading.`,
    firstStep: msg`Run a 30-minute session in each team mapping current priorities to the organisation’s top three goals.`,
    ownerHint: msg`People Lead or Department Managers`,
  },
  awareness: {
    title: msg`Make change visible before it lands`,
    rationale: msg`People hear about changes late or second-hand.`,
    firstStep: msg`Publish a short monthly “what is changing and why” note from the leadership team, with a named contact for questions.`,
    ownerHint: msg`Leadership Team or Communications Lead`,
  },
  agency: {
    title: msg`Give people a real say in decisions about their work`,
    rationale: msg`People feel decisions about their work are made without them.`,
    firstStep: msg`Pick one upcoming team decision and ask the team to shape it, then report back what changed because of their input.`,
    ownerHint: msg`People Lead or Team Managers`,
  },
  adaptability: {
    title: msg`Build the habit of adjusting quickly`,
    rationale: msg`Adapting to new ways of working feels hard or unsupported.`,
    firstStep: msg`After the next change, hold a short retrospective and agree one thing to do differently next time.`,
    ownerHint: msg`Change Management Lead or HR Team`,
  },
  accountability: {
    title: msg`Make ownership and follow-through clear`,
    rationale: msg`It is not always clear who owns what, or commitments are not followed through.`,
    firstStep: msg`For the next quarter’s priorities, name one owner each and review progress openly once a month.`,
    ownerHint: msg`People Lead or Performance Management Team`,
  },
  'leadership-governance': {
    title: msg`Show leadership commitment to inclusion in action`,
    rationale: msg`People do not yet see leaders acting on what they say about inclusion.`,
    firstStep: msg`Have each senior leader commit to one visible inclusion action this quarter and report on it at the next all-hands.`,
    ownerHint: msg`Executive Sponsor or Leadership Team`,
  },
  'recruitment-hiring': {
    title: msg`Make hiring fairer and more consistent`,
    rationale: msg`People doubt that hiring and promotion give everyone a fair chance.`,
    firstStep: msg`Introduce structured interview questions and a diverse panel for the next three open roles.`,
    ownerHint: msg`Talent Acquisition Lead or HR Team`,
  },
  'culture-belonging': {
    title: msg`Strengthen everyday belonging`,
    rationale: msg`Not everyone feels they can be themselves and be heard at work.`,
    firstStep: msg`Ask each team to agree two meeting habits that make it easier for everyone to speak up, and try them for a month.`,
    ownerHint: msg`People Lead or Team Managers`,
  },
  design: {
    title: msg`Clarify how work is organised`,
    rationale: msg`Structures, roles and hand-offs get in the way of the work.`,
    firstStep: msg`Map one cross-team process end to end with the people who run it and remove one unnecessary hand-off.`,
    ownerHint: msg`Operations Lead or Organisation Design Lead`,
  },
  capability: {
    title: msg`Build the skills the future work needs`,
    rationale: msg`People do not feel equipped for the skills the organisation will need.`,
    firstStep: msg`Run a skills check in one department and give each person a funded learning goal for the next quarter.`,
    ownerHint: msg`Learning and Development Lead`,
  },
  culture_shift: {
    title: msg`Support people through the change in culture`,
    rationale: msg`The intended change in ways of working is not yet felt day to day.`,
    firstStep: msg`Choose three behaviours that describe the new culture and ask managers to recognise them publicly each week.`,
    ownerHint: msg`Change Management Lead or Leadership Team`,
  },
  'mission-purpose': {
    title: msg`Bring the mission into everyday work`,
    rationale: msg`People do not see how the organisation’s purpose shows up in their work.`,
    firstStep: msg`Open each team meeting for a month with one example of work that served the mission.`,
    ownerHint: msg`Leadership Team or Communications Lead`,
  },
  identity: {
    title: msg`Strengthen a shared sense of who we are`,
    rationale: msg`People are unsure what makes the organisation distinctive or feel little connection to it.`,
    firstStep: msg`Collect stories from staff about moments that felt “typically us” and share the best five internally.`,
    ownerHint: msg`People Lead or Internal Communications`,
  },
  'belief-values': {
    title: msg`Live the stated values in decisions`,
    rationale: msg`The stated values do not yet guide how decisions are made.`,
    firstStep: msg`For the next major decision, publish which value guided it and how.`,
    ownerHint: msg`Leadership Team or People Lead`,
  },
};

/**
 * The template of a domain an organisation made up for its own questions (decision 0033): the
 * same shape as the built-in ones, in words that fit any domain.
 */
export function genericRoadmapTemplate(label: string): RoadmapTemplate {
  return {
    title: msg`Act on what people said about ${label}`,
    rationale: msg`People rated ${label} lower than other areas.`,
    firstStep: msg`Share the ${label} results with each team and agree one change to try in the next month, then check whether it helped.`,
    ownerHint: msg`People Lead or Team Managers`,
  };
}

/** The four timeframes of spec/02 §9, longest first. */
export const ROADMAP_TIMEFRAMES = {
  long: msg`6-8 weeks`,
  medium: msg`4-6 weeks`,
  short: msg`3-4 weeks`,
  shortest: msg`2-3 weeks`,
} as const satisfies Record<string, MessageDescriptor>;

export type RoadmapTimeframe = keyof typeof ROADMAP_TIMEFRAMES;
