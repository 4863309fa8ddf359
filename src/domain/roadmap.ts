import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { genericRoadmapTemplate, ROADMAP_TIMEFRAMES, roadmapTemplates, type RoadmapTimeframe } from './roadmap-templates.ts';
import { gapOf } from './scoring.ts';

export const MAX_ROADMAP_ITEMS = 3;
/**
 * A domain gets an action only while it scores below this, the start of the Excellent band: a
 * gap to 5 of more than half a point. A domain already excellent (4.67, everyone agreeing) needs
 * none, even when it is among the three largest gaps left.
 */
export const ROADMAP_ACTION_BELOW = 4.5;

/** A domain's timeframe from its gap to 5 (spec/02 §9). */
export function timeframeFor(gap: number): RoadmapTimeframe {
  if (gap >= 2) return 'long';
  if (gap >= 1.5) return 'medium';
  if (gap >= 1) return 'short';
  return 'shortest';
}

export type ShownDomain = { domain: string; label: string; mean: number };
export type ShownQuestion = { domain: string; questionId: string; text: string; average: number };

/**
 * An action as it is decided: which domain, its figures and the statement it quotes. Its words
 * are written in the reader's language when it is read (`roadmapActionTexts`).
 */
export type RoadmapDraft = {
  priority: number;
  domain: string;
  label: string;
  mean: number;
  gap: number;
  /** The domain's statement with the largest gap, whole: the title and rationale quote only its start. */
  question: { id: string; text: string; average: number } | null;
};

/** What a reader reads of an action, in one language. */
export type RoadmapActionTexts = { title: string; rationale: string; firstStep: string; ownerHint: string; timeframe: string };

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

/**
 * An action's words in `i18n`'s language: the domain's template (a generic one for a domain an
 * organisation made up), its figures, and the statement
 * in the wording the reader reads (`label` and `question.text` come in that language).
 */
export function roadmapActionTexts(
  i18n: I18n,
  action: { domain: string; label: string; mean: number; question: { text: string; average: number } | null },
): RoadmapActionTexts {
  const { label, question } = action;
  const template = roadmapTemplates[action.domain] ?? genericRoadmapTemplate(label);
  // Figures as the rest of the report writes scores: two decimals, Latin digits.
  const figure = (value: number) => value.toFixed(2);
  const gapValue = gapOf(action.mean);
  const actionTitle = i18n._(template.title);
  const mean = figure(action.mean);
  const gap = figure(gapValue);
  const scored = i18n._(msg`${label} scored ${mean} out of 5 (a gap of ${gap}).`);
  let title = actionTitle;
  let rationale = `${i18n._(template.rationale)} ${scored}`;
  if (question) {
    const statement = shortenAtWord(question.text, 50);
    title = i18n._(msg`${actionTitle}: “${statement}”`);
    const quoted = shortenAtWord(question.text, 100);
    const average = figure(question.average);
    rationale = `${rationale} ${i18n._(msg`The lowest-scoring statement: “${quoted}” (${average}).`)}`;
  }
  return {
    title,
    rationale,
    firstStep: i18n._(template.firstStep),
    ownerHint: i18n._(template.ownerHint),
    timeframe: i18n._(ROADMAP_TIMEFRAMES[timeframeFor(gapValue)]),
  };
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
      const [question] = questions
        .filter((candidate) => candidate.domain === domain.domain)
        .sort((a, b) => a.average - b.average || a.questionId.localeCompare(b.questionId));
      return {
        priority: index + 1,
        domain: domain.domain,
        label: domain.label,
        mean: domain.mean,
        gap: domain.gap,
        question: question ? { id: question.questionId, text: question.text, average: question.average } : null,
      };
    });
}
