import type { ResultsCuts } from '#domain/api/results-cuts.ts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActionPlan } from '#domain/api/action-plans.ts';
import type { RoadmapItem } from '#domain/api/roadmap.ts';
import { intlLocaleOf, type Locale } from '#domain/locales.ts';
import { translatorFor } from '#server/i18n/index.ts';
import type { AssessmentResults, AssessmentTrends, DomainScore, SubtreeResults, TeamResults } from '#domain/api/results.ts';
import { assessmentHeading } from '#domain/assessment-name.ts';
import { favourabilityShares, type FavourabilityShares } from '#domain/favourability.ts';
import { exportMessages } from '#domain/messages/export.ts';
import { hiddenTeamExplanation } from '#domain/messages/group-size.ts';
import { subtreeMessages } from '#domain/messages/teams.ts';
import { scoreBandStep } from '#domain/scoring.ts';
import { reportActions, type ReportAction } from './report-actions.ts';
import { teamNetPromoter } from './report-team-enps.ts';
import {
  cutCountLines,
  netPromoterTrendLines,
  reportChoices,
  reportComments,
  type ReportChoice,
  type ReportCommentQuestion,
} from './report-kinds.ts';

/*
 * What the PDF report and the presentation show, in one shape that both draw. It is made only
 * from what the results service returns (the newest publication, behind the anonymity
 * auditor), and a hidden figure becomes `null` here: a renderer has no number to print for it.
 */

/** A shown mean with its band in the one score language (decision 0021). */
export type ReportScore = { mean: number; band: string; colour: string };

export type ReportDomain = {
  label: string;
  /** Null where the domain is hidden (fewer respondents than the assessment's minimum group size). */
  shown: (ReportScore & { respondents: number; favourability: FavourabilityShares | null; preferNotToSay: number }) | null;
};

export type ReportTeam = {
  name: string;
  /** Respondents behind the team's shown figures; null while the team is hidden. */
  respondents: number | null;
  /** For a manager's subtree, that it is a group of teams ("Group of 3 teams"); null for a team. */
  group: string | null;
  /** One per report domain, in the same order; null where hidden. */
  cells: (ReportScore | null)[];
  /** A team's eNPS per `Report.netPromoterLabels` column ("+43"), null where hidden; absent for other rows. */
  netPromoter?: (string | null)[];
};

export type ReportTrend = { previousWave: number; previousScore: ReportScore; currentScore: ReportScore; change: number };

/** A domain's change since the previous wave, only where both waves show it. */
export type ReportDomainChange = { label: string; previousScore: number; score: number; change: number };

/** A question's change since the previous wave, only where both waves show the question (as the web's trends do). */
export type ReportQuestionChange = { domainLabel: string; questionText: string; previousScore: number; score: number; change: number };

export type Report = {
  /** The reader's language (their request's): every text of the report is in it. */
  locale: Locale;
  i18n: I18n;
  organisationName: string;
  assessmentTitle: string;
  wave: number;
  /** The assessment's minimum group size, fixed when it opened (decision 0037): every text about hidden figures names it. */
  minimumGroupSize: number;
  /** The day of the release the figures come from; the export day before any release. */
  resultsAsOf: Date;
  exportDate: Date;
  responses: number;
  completion: { rate: number; completed: number; activePeople: number };
  overall: ReportScore | null;
  domains: ReportDomain[];
  teams: ReportTeam[];
  /** The team heat map's eNPS columns, one per net promoter question; empty without one. */
  netPromoterLabels: string[];
  /** Each breakdown by attribute's groups the results show (decision 0064), in the team rows' shape; empty when none. */
  cuts: ReportTeam[];
  /** The overall score against the previous closed wave. */
  trend: ReportTrend | null;
  /** Each domain's change since that wave, where both waves show the domain. */
  domainChanges: ReportDomainChange[];
  /** The wave the changes are against (the closed wave of the same set before this one); null when there is none. */
  comparedWave: number | null;
  /** Each net promoter question's eNPS per wave, a line each (decision 0062); empty with one wave. */
  netPromoterTrends: string[];
  /** Counted questions per team and attribute value (decision 0068): per question a heading, then a line per group. */
  cutCounts: string[];
  /** Each question's change since that wave, in the set's order, where both waves show the question. */
  questionChanges: ReportQuestionChange[];
  roadmap: RoadmapItem[];
  /** The assessment's action plans the reader works on (decision 0061); empty when none. */
  actions: ReportAction[];
  /** The assessment's single-choice questions, in question order (none for a built-in set). */
  choices: ReportChoice[];
  /** The assessment's comment questions with their comments and themes (none for a built-in set). */
  comments: ReportCommentQuestion[];
  privacy: string[];
};

/** The report's sections in order: the PDF's contents and the presentation's slides after the title. */
export const REPORT_SECTIONS = [
  { id: 'summary', title: msg`Summary` },
  { id: 'domains', title: msg`Domain scores` },
  { id: 'favourability', title: msg`Favourability` },
  { id: 'choices', title: msg`Choices` },
  { id: 'comments', title: msg`Comments` },
  { id: 'teams', title: msg`Team heat map` },
  { id: 'cuts', title: msg`Results by attribute` },
  { id: 'trends', title: msg`Trends` },
  { id: 'roadmap', title: msg`Priority actions` },
  { id: 'actions', title: msg`Action plans` },
  { id: 'privacy', title: msg`Privacy` },
] as const;
export type ReportSectionId = (typeof REPORT_SECTIONS)[number]['id'];

/** The sections a report has: choices and comments only where the assessment asks such questions, results by attribute and action plans only where there are some. */
export function reportSections(report: Report): { id: ReportSectionId; title: string }[] {
  const optional: Partial<Record<ReportSectionId, unknown[]>> = {
    choices: report.choices,
    comments: report.comments,
    cuts: [...report.cuts, ...report.cutCounts],
    actions: report.actions,
  };
  return REPORT_SECTIONS.filter((section) => (optional[section.id]?.length ?? 1) > 0).map((section) => ({
    id: section.id,
    title: report.i18n._(section.title),
  }));
}

/** A section's title in the report's language. */
export function sectionTitle(report: Report, id: ReportSectionId): string {
  const section = REPORT_SECTIONS.find((entry) => entry.id === id);
  return section ? report.i18n._(section.title) : id;
}

/** A mean with its band named in the report's language. */
export function reportScore(i18n: I18n, mean: number): ReportScore {
  const step = scoreBandStep(mean);
  return { mean, band: i18n._(step.label), colour: step.colour };
}

function reportDomain(i18n: I18n, domain: DomainScore): ReportDomain {
  if (!domain.canShow) return { label: domain.label, shown: null };
  const favourability = domain.favourability ? favourabilityShares(domain.favourability) : null;
  return {
    label: domain.label,
    shown: {
      ...reportScore(i18n, domain.meanScore),
      respondents: domain.responseCount,
      favourability,
      preferNotToSay: domain.favourability?.preferNotToSay ?? 0,
    },
  };
}

function reportCells(i18n: I18n, domains: DomainScore[], domainKeys: string[]): (ReportScore | null)[] {
  return domainKeys.map((key) => {
    const score = domains.find((domain) => domain.domain === key);
    return score?.canShow ? reportScore(i18n, score.meanScore) : null;
  });
}

function reportTeam(i18n: I18n, team: TeamResults, domainKeys: string[], netPromoter: (string | null)[]): ReportTeam {
  const { managerName } = team;
  return {
    name: i18n._(msg`Team of ${managerName}`),
    respondents: team.canShowStats ? team.respondents : null,
    group: null,
    cells: reportCells(i18n, team.domains, domainKeys),
    netPromoter,
  };
}

/** The rows of every breakdown by attribute: "Department: Sales", or with a team, "Team of Mia · Department: Sales". */
function reportCuts(i18n: I18n, cuts: ResultsCuts | undefined, domainKeys: string[]): ReportTeam[] {
  return (cuts?.breakdowns ?? []).flatMap((breakdown) =>
    breakdown.groups.map((group) => {
      const [attribute, value] = [breakdown.label, group.label];
      const named = i18n._(msg`${attribute}: ${value}`);
      const managerName = group.team?.name;
      const shown = group.domains.flatMap((domain) => (domain.canShow ? [domain.responseCount] : []));
      return {
        name: managerName ? `${i18n._(msg`Team of ${managerName}`)} · ${named}` : named,
        respondents: shown.length > 0 ? Math.max(...shown) : null,
        group: null,
        cells: reportCells(i18n, group.domains, domainKeys),
      };
    }),
  );
}

function reportSubtree(i18n: I18n, subtree: SubtreeResults, domainKeys: string[]): ReportTeam {
  const respondents = subtree.canShowStats ? subtree.respondents : null;
  return {
    name: i18n._(subtreeMessages.name(subtree.managerName)),
    respondents,
    group: i18n._(subtreeMessages.kind(subtree.teamCount)),
    cells: reportCells(i18n, subtree.domains, domainKeys),
  };
}

/** "27 November 2026" in British English, in UTC like every stored day; in the report's language. */
export const longDate = (report: { locale: Locale }, date: Date) =>
  new Intl.DateTimeFormat(intlLocaleOf(report.locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

export type ReportSources = {
  locale: Locale;
  organisationName: string;
  results: AssessmentResults;
  teams: TeamResults[];
  subtrees: SubtreeResults[];
  cuts?: ResultsCuts | undefined;
  roadmap: RoadmapItem[];
  trends: AssessmentTrends;
  /** The assessment's action plans the reader works on, as `GET /api/action-plans?assessmentId=` answers them. */
  actionPlans?: readonly ActionPlan[];
  exportDate: Date;
};

function domainChanges(trends: AssessmentTrends): ReportDomainChange[] {
  return trends.domains.flatMap(({ label, change }) =>
    change ? [{ label, previousScore: change.previousScore, score: change.score, change: change.change }] : [],
  );
}

function questionChanges(trends: AssessmentTrends): ReportQuestionChange[] {
  const labels = new Map(trends.domains.map((domain) => [domain.domain, domain.label]));
  // The service lists questions in the set's order.
  return trends.questions.flatMap(({ domain, questionText, change }) =>
    change
      ? [
          {
            domainLabel: labels.get(domain) ?? domain,
            questionText,
            previousScore: change.previousScore,
            score: change.score,
            change: change.change,
          },
        ]
      : [],
  );
}

export function buildReport({
  locale,
  organisationName,
  results,
  teams,
  subtrees,
  cuts,
  roadmap,
  trends,
  actionPlans = [],
  exportDate,
}: ReportSources): Report {
  const i18n = translatorFor(locale);
  const domainKeys = results.domains.map((domain) => domain.domain);
  const enps = teamNetPromoter(i18n, results, cuts);
  const overall = results.overall.score === null ? null : reportScore(i18n, results.overall.score);
  const trend =
    results.trend && overall
      ? {
          previousWave: results.trend.previousWave,
          previousScore: reportScore(i18n, results.trend.previousScore),
          currentScore: overall,
          change: results.trend.change,
        }
      : null;
  return {
    locale,
    i18n,
    organisationName,
    assessmentTitle: i18n._(assessmentHeading(results.assessment)),
    wave: results.assessment.wave,
    minimumGroupSize: results.threshold,
    resultsAsOf: results.releasedOn ? new Date(`${results.releasedOn}T00:00:00Z`) : exportDate,
    exportDate,
    responses: results.responses,
    completion: { rate: results.completion.rate, completed: results.completion.completed, activePeople: results.completion.activePeople },
    overall,
    domains: results.domains.map((domain) => reportDomain(i18n, domain)),
    // Managers' subtrees (groups of teams) first, then the teams, as the results page lists them.
    teams: [
      ...subtrees.map((subtree) => reportSubtree(i18n, subtree, domainKeys)),
      ...teams.map((team) => reportTeam(i18n, team, domainKeys, enps.team(team.managerId))),
    ],
    netPromoterLabels: enps.labels,
    cuts: reportCuts(i18n, cuts, domainKeys),
    cutCounts: cutCountLines(i18n, cuts),
    trend,
    domainChanges: domainChanges(trends),
    comparedWave: trends.waves.at(-2)?.wave ?? null,
    questionChanges: questionChanges(trends),
    netPromoterTrends: netPromoterTrendLines(i18n, trends),
    roadmap,
    actions: reportActions(i18n, locale, { plans: actionPlans, results, roadmap }),
    choices: reportChoices(results),
    comments: reportComments(results),
    privacy: [
      i18n._(exportMessages.privacyNote(results.threshold)),
      ...(results.comments.length > 0 ? [i18n._(exportMessages.commentsNote(results.threshold))] : []),
      i18n._(hiddenTeamExplanation(results.threshold)),
    ],
  };
}

export const REPORT_COLOURS = { ink: '#0f172a', muted: '#475569', rule: '#cbd5e1', track: '#e2e8f0', brand: '#4338ca', hidden: '#f1f5f9' };
