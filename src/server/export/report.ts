import type { RoadmapItem } from '#domain/api/roadmap.ts';
import type { AssessmentResults, AssessmentTrends, DomainScore, SubtreeResults, TeamResults } from '#domain/api/results.ts';
import { assessmentHeading } from '#domain/assessment-name.ts';
import { favourabilityShares, type FavourabilityShares } from '#domain/favourability.ts';
import { exportMessages } from '#domain/messages/export.ts';
import { hiddenTeamExplanation } from '#domain/messages/group-size.ts';
import { fewerThanText, roadmapMessages } from '#domain/messages.ts';
import { subtreeMessages } from '#domain/messages/teams.ts';
import { scoreBandStep, type ScoreBand } from '#domain/scoring.ts';
import { reportChoices, reportComments, type ReportChoice, type ReportCommentQuestion } from './report-kinds.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

/*
 * What the PDF report and the presentation show, in one shape that both draw. It is made only
 * from what the results service returns (the newest publication, behind the anonymity
 * auditor), and a hidden figure becomes `null` here: a renderer has no number to print for it.
 */

/** A shown mean with its band in the one score language (decision 0021). */
export type ReportScore = { mean: number; band: ScoreBand; colour: string };

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
};

export type ReportTrend = { previousWave: number; previousScore: ReportScore; currentScore: ReportScore; change: number };

/** A domain's change since the previous wave, only where both waves show it. */
export type ReportDomainChange = { label: string; previousScore: number; score: number; change: number };

/** A question's change since the previous wave, only where both waves show the question (as the web's trends do). */
export type ReportQuestionChange = { domainLabel: string; questionText: string; previousScore: number; score: number; change: number };

export type Report = {
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
  /** The overall score against the previous closed wave. */
  trend: ReportTrend | null;
  /** Each domain's change since that wave, where both waves show the domain. */
  domainChanges: ReportDomainChange[];
  /** The wave the changes are against (the closed wave of the same set before this one); null when there is none. */
  comparedWave: number | null;
  /** Each question's change since that wave, in the set's order, where both waves show the question. */
  questionChanges: ReportQuestionChange[];
  roadmap: RoadmapItem[];
  /** The assessment's single-choice questions, in question order (none for a built-in set). */
  choices: ReportChoice[];
  /** The assessment's comment questions with their comments and themes (none for a built-in set). */
  comments: ReportCommentQuestion[];
  privacy: string[];
};

/** The report's sections in order: the PDF's contents and the presentation's slides after the title. */
export const REPORT_SECTIONS = [
  { id: 'summary', title: 'Summary' },
  { id: 'domains', title: 'Domain scores' },
  { id: 'favourability', title: 'Favourability' },
  { id: 'choices', title: 'Choices' },
  { id: 'comments', title: 'Comments' },
  { id: 'teams', title: 'Team heat map' },
  { id: 'trends', title: 'Trends' },
  { id: 'roadmap', title: 'Priority actions' },
  { id: 'privacy', title: 'Privacy' },
] as const;
export type ReportSectionId = (typeof REPORT_SECTIONS)[number]['id'];

/** The sections a report has: choices and comments only where the assessment asks such questions. */
export function reportSections(report: Report): (typeof REPORT_SECTIONS)[number][] {
  return REPORT_SECTIONS.filter((section) =>
    section.id === 'choices' ? report.choices.length > 0 : section.id === 'comments' ? report.comments.length > 0 : true,
  );
}

export const HIDDEN_TEXT = 'Hidden';

export function reportScore(mean: number): ReportScore {
  const step = scoreBandStep(mean);
  return { mean, band: step.band, colour: step.colour };
}

function reportDomain(domain: DomainScore): ReportDomain {
  if (!domain.canShow) return { label: domain.label, shown: null };
  const favourability = domain.favourability ? favourabilityShares(domain.favourability) : null;
  return {
    label: domain.label,
    shown: {
      ...reportScore(domain.meanScore),
      respondents: domain.responseCount,
      favourability,
      preferNotToSay: domain.favourability?.preferNotToSay ?? 0,
    },
  };
}

function reportCells(domains: DomainScore[], domainKeys: string[]): (ReportScore | null)[] {
  return domainKeys.map((key) => {
    const score = domains.find((domain) => domain.domain === key);
    return score?.canShow ? reportScore(score.meanScore) : null;
  });
}

function reportTeam(team: TeamResults, domainKeys: string[]): ReportTeam {
  return {
    name: `Team of ${team.managerName}`,
    respondents: team.canShowStats ? team.respondents : null,
    group: null,
    cells: reportCells(team.domains, domainKeys),
  };
}

function reportSubtree(subtree: SubtreeResults, domainKeys: string[]): ReportTeam {
  const respondents = subtree.canShowStats ? subtree.respondents : null;
  return {
    name: inSourceLanguage(subtreeMessages.name(subtree.managerName)),
    respondents,
    group: inSourceLanguage(subtreeMessages.kind(subtree.teamCount)),
    cells: reportCells(subtree.domains, domainKeys),
  };
}

/** "27 November 2026", in UTC like every stored day. */
export const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

export type ReportSources = {
  organisationName: string;
  results: AssessmentResults;
  teams: TeamResults[];
  subtrees: SubtreeResults[];
  roadmap: RoadmapItem[];
  trends: AssessmentTrends;
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

export function buildReport({ organisationName, results, teams, subtrees, roadmap, trends, exportDate }: ReportSources): Report {
  const domainKeys = results.domains.map((domain) => domain.domain);
  const overall = results.overall.score === null ? null : reportScore(results.overall.score);
  const trend =
    results.trend && overall
      ? {
          previousWave: results.trend.previousWave,
          previousScore: reportScore(results.trend.previousScore),
          currentScore: overall,
          change: results.trend.change,
        }
      : null;
  return {
    organisationName,
    assessmentTitle: assessmentHeading(results.assessment),
    wave: results.assessment.wave,
    minimumGroupSize: results.threshold,
    resultsAsOf: results.releasedOn ? new Date(`${results.releasedOn}T00:00:00Z`) : exportDate,
    exportDate,
    responses: results.responses,
    completion: { rate: results.completion.rate, completed: results.completion.completed, activePeople: results.completion.activePeople },
    overall,
    domains: results.domains.map(reportDomain),
    // Managers' subtrees (groups of teams) first, then the teams, as the results page lists them.
    teams: [...subtrees.map((subtree) => reportSubtree(subtree, domainKeys)), ...teams.map((team) => reportTeam(team, domainKeys))],
    trend,
    domainChanges: domainChanges(trends),
    comparedWave: trends.waves.at(-2)?.wave ?? null,
    questionChanges: questionChanges(trends),
    roadmap,
    choices: reportChoices(results),
    comments: reportComments(results),
    privacy: [
      inSourceLanguage(exportMessages.privacyNote(results.threshold)),
      ...(results.comments.length > 0 ? [inSourceLanguage(exportMessages.commentsNote(results.threshold))] : []),
      inSourceLanguage(hiddenTeamExplanation(results.threshold)),
    ],
  };
}

/** "3.45, up 0.25 from 3.20": a change in the words the domain and question lines share. */
function changeWords(change: { previousScore: number; score: number; change: number }): string {
  const size = Math.abs(change.change).toFixed(2);
  const direction = change.change > 0 ? `up ${size}` : change.change < 0 ? `down ${size}` : 'unchanged';
  return `${change.score.toFixed(2)}, ${direction} from ${change.previousScore.toFixed(2)}`;
}

/** Text both formats share, so the report and the slides say the same thing the same way. */
export const reportText = {
  score: (score: ReportScore) => `${score.mean.toFixed(2)} · ${score.band}`,
  overall: (report: Report) =>
    report.overall === null
      ? inSourceLanguage(exportMessages.overallHidden(report.minimumGroupSize))
      : `${report.overall.mean.toFixed(2)} out of 5.0 (${report.overall.band})`,
  /** What a hidden domain's bar says. */
  hiddenDomain: (report: Report) => inSourceLanguage(exportMessages.hiddenDomain(report.minimumGroupSize)),
  hiddenChoice: (report: Report) => inSourceLanguage(fewerThanText(report.minimumGroupSize)),
  choicesFootnote: (report: Report) => inSourceLanguage(exportMessages.choicesFootnote(report.minimumGroupSize)),
  completion: (report: Report) =>
    `${report.completion.rate.toFixed(1)}% (${report.completion.completed} of ${report.completion.activePeople} people)`,
  favourable: (domain: NonNullable<ReportDomain['shown']>) =>
    domain.favourability
      ? `${domain.favourability.agree}% favourable${domain.preferNotToSay > 0 ? ` (${domain.preferNotToSay} preferred not to say)` : ''}`
      : 'Favourability was not counted for these figures',
  split: (shares: FavourabilityShares) => `${shares.agree}% agree · ${shares.neutral}% neutral · ${shares.disagree}% disagree`,
  trend: (trend: ReportTrend | null) => {
    if (!trend) return 'No earlier closed wave of this assessment to compare with yet.';
    const direction =
      trend.change > 0 ? `up ${trend.change.toFixed(2)}` : trend.change < 0 ? `down ${Math.abs(trend.change).toFixed(2)}` : 'unchanged';
    return `Overall score ${trend.currentScore.mean.toFixed(2)}, ${direction} from ${trend.previousScore.mean.toFixed(2)} in wave ${trend.previousWave}.`;
  },
  domainChange: (change: ReportDomainChange) => `${change.label}: ${changeWords(change)}`,
  questionChangesTitle: (wave: number) => `By question, since wave ${wave}`,
  questionChange: (change: ReportQuestionChange) => `${change.domainLabel} · ${change.questionText}: ${changeWords(change)}`,
  questionChangesNone: 'No question can be compared with the previous wave: a question is compared only where both waves show it.',
  teamsNone: 'No teams yet: a team is a manager and their direct reports.',
  /** Under a row's name: its respondents (or that it is hidden), and for a subtree that it is a group of teams. */
  teamDetail: (team: ReportTeam) =>
    [team.respondents === null ? HIDDEN_TEXT : `n=${team.respondents}`, ...(team.group ? [team.group] : [])].join(' · '),
  teamsLegend: `Each cell is the team's mean out of 5 (a manager's organisation: all their teams together), coloured by band. "${HIDDEN_TEXT}" marks a figure the anonymity rules keep back.`,
  roadmapNone: 'No roadmap has been generated for this assessment yet.',
  /** The whole statement an action's title and rationale quote the start of. */
  roadmapStatement: (question: string) => `${inSourceLanguage(roadmapMessages.wholeStatement)}: “${question}”`,
  resultsAsOf: (report: Report) => `Results as of ${longDate(report.resultsAsOf)}`,
};

/** The favourability parts in the web's colours (the score bands' blue–grey–orange), each also named in words. */
export const FAVOURABILITY_PARTS = [
  { key: 'agree', label: 'agree', colour: '#2563eb' },
  { key: 'neutral', label: 'neutral', colour: '#94a3b8' },
  { key: 'disagree', label: 'disagree', colour: '#c2410c' },
] as const;

export const REPORT_COLOURS = { ink: '#0f172a', muted: '#475569', rule: '#cbd5e1', track: '#e2e8f0', brand: '#4338ca', hidden: '#f1f5f9' };
