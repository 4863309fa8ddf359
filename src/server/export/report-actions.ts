import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActionPlan } from '#domain/api/action-plans.ts';
import type { AssessmentResults } from '#domain/api/results.ts';
import type { RoadmapItem } from '#domain/api/roadmap.ts';
import { intlLocaleOf, type Locale } from '#domain/locales.ts';
import { ROADMAP_STATUS_LABELS } from '#domain/roadmap-status.ts';

/*
 * The report's action plans (decision 0061): each plan the reader works on, as lines of text in
 * the reader's language. A plan's words are people's, never a computed figure, and what it acts
 * on is named as the results name it, so the section shows nothing the results do not.
 */

export type ReportAction = {
  title: string;
  /** What it acts on: "Priority 1: …", "Domain: …", "Question: …" or "Comment theme: …". */
  source: string;
  /** Owner, due date and status in one line. */
  facts: string;
  /** The latest progress update's note, if any. */
  latest: string | null;
};

/** A due date (YYYY-MM-DD) as the report's other dates: long, in the reader's language, the same day everywhere. */
const dueDate = (locale: Locale, dueOn: string) =>
  new Intl.DateTimeFormat(intlLocaleOf(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${dueOn}T12:00:00Z`),
  );

function sourceText(i18n: I18n, plan: ActionPlan, results: AssessmentResults, roadmap: readonly RoadmapItem[]): string {
  const domainName = results.domains.find((domain) => domain.domain === plan.domain)?.label ?? plan.domainLabel ?? plan.sourceRef;
  switch (plan.source) {
    case 'priority': {
      const item = roadmap.find((candidate) => candidate.id === plan.sourceRef);
      // A roadmap generated again has new items: the plan still names its domain.
      if (!item) return i18n._(msg`Domain: ${domainName}`);
      const { priority, title } = item;
      return i18n._(msg`Priority ${priority}: ${title}`);
    }
    case 'domain':
      return i18n._(msg`Domain: ${domainName}`);
    case 'question': {
      const question = results.heatMap.find((cell) => cell.questionId === plan.sourceRef)?.questionText ?? plan.sourceRef;
      return i18n._(msg`Question: ${question}`);
    }
    case 'theme': {
      const theme = plan.sourceRef;
      return i18n._(msg`Comment theme: ${theme}`);
    }
  }
}

export function reportActions(
  i18n: I18n,
  locale: Locale,
  sources: { plans: readonly ActionPlan[]; results: AssessmentResults; roadmap: readonly RoadmapItem[] },
): ReportAction[] {
  return sources.plans.map((plan) => {
    const owner = plan.ownerName ?? i18n._(msg`no owner`);
    const due = dueDate(locale, plan.dueOn);
    const status = i18n._(ROADMAP_STATUS_LABELS[plan.status]);
    const latest = plan.updates.at(-1)?.note ?? null;
    return {
      title: plan.title,
      source: sourceText(i18n, plan, sources.results, sources.roadmap),
      facts: i18n._(msg`Owner: ${owner} · Due ${due} · ${status}`),
      latest: latest === null ? null : i18n._(msg`Latest: ${latest}`),
    };
  });
}
