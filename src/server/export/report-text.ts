import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RoadmapItem } from '#domain/api/roadmap.ts';
import type { FavourabilityShares } from '#domain/favourability.ts';
import { ROADMAP_STATUS_LABELS } from '#domain/roadmap-status.ts';
import { exportMessages } from '#domain/messages/export.ts';
import { fewerThanText } from '#domain/messages.ts';
import {
  longDate,
  type Report,
  type ReportDomain,
  type ReportDomainChange,
  type ReportQuestionChange,
  type ReportScore,
  type ReportTeam,
} from './report.ts';

/** What a hidden figure shows, in the report's language. */
export const HIDDEN_TEXT = (source: { i18n: I18n }) => source.i18n._(msg`Hidden`);

/** "3.45, up 0.25 from 3.20": a change in the words the domain and question lines share. */
function changeWords(report: Report, change: { previousScore: number; score: number; change: number }): string {
  const size = Math.abs(change.change).toFixed(2);
  const score = change.score.toFixed(2);
  const previous = change.previousScore.toFixed(2);
  if (change.change > 0) return report.i18n._(msg`${score}, up ${size} from ${previous}`);
  if (change.change < 0) return report.i18n._(msg`${score}, down ${size} from ${previous}`);
  return report.i18n._(msg`${score}, unchanged from ${previous}`);
}

/** Text both formats share, so the report and the slides say the same thing the same way, in the reader's language. */
export const reportText = {
  score: (score: ReportScore) => `${score.mean.toFixed(2)} · ${score.band}`,
  overall: (report: Report) => {
    if (report.overall === null) return report.i18n._(exportMessages.overallHidden(report.minimumGroupSize));
    const mean = report.overall.mean.toFixed(2);
    const band = report.overall.band;
    return report.i18n._(msg`${mean} out of 5.0 (${band})`);
  },
  /** What a hidden domain's bar says. */
  hiddenDomain: (report: Report) => report.i18n._(exportMessages.hiddenDomain(report.minimumGroupSize)),
  hiddenChoice: (report: Report) => report.i18n._(fewerThanText(report.minimumGroupSize)),
  choicesFootnote: (report: Report) => report.i18n._(exportMessages.choicesFootnote(report.minimumGroupSize)),
  completion: (report: Report) => {
    const rate = report.completion.rate.toFixed(1);
    const { completed, activePeople } = report.completion;
    return report.i18n._(msg`${rate}% (${completed} of ${activePeople} people)`);
  },
  favourable: (report: { i18n: I18n }, domain: NonNullable<ReportDomain['shown']>) => {
    if (!domain.favourability) return report.i18n._(msg`Favourability was not counted for these figures`);
    const agree = domain.favourability.agree;
    const preferNotToSay = domain.preferNotToSay;
    return preferNotToSay > 0
      ? report.i18n._(msg`${agree}% favourable (${preferNotToSay} preferred not to say)`)
      : report.i18n._(msg`${agree}% favourable`);
  },
  /** The three shares, and how many preferred not to say when `preferNotToSay` is more than none. */
  split: (report: { i18n: I18n }, shares: FavourabilityShares, preferNotToSay = 0) => {
    const { agree, neutral, disagree } = shares;
    return preferNotToSay > 0
      ? report.i18n._(msg`${agree}% agree · ${neutral}% neutral · ${disagree}% disagree; ${preferNotToSay} preferred not to say`)
      : report.i18n._(msg`${agree}% agree · ${neutral}% neutral · ${disagree}% disagree`);
  },
  trend: (report: Report) => {
    const { trend } = report;
    if (!trend) return report.i18n._(msg`No earlier closed wave of this assessment to compare with yet.`);
    const current = trend.currentScore.mean.toFixed(2);
    const previous = trend.previousScore.mean.toFixed(2);
    const size = Math.abs(trend.change).toFixed(2);
    const wave = trend.previousWave;
    if (trend.change > 0) return report.i18n._(msg`Overall score ${current}, up ${size} from ${previous} in wave ${wave}.`);
    if (trend.change < 0) return report.i18n._(msg`Overall score ${current}, down ${size} from ${previous} in wave ${wave}.`);
    return report.i18n._(msg`Overall score ${current}, unchanged from ${previous} in wave ${wave}.`);
  },
  domainChange: (report: Report, change: ReportDomainChange) => `${change.label}: ${changeWords(report, change)}`,
  questionChangesTitle: (report: Report, wave: number) => report.i18n._(msg`By question, since wave ${wave}`),
  questionChange: (report: Report, change: ReportQuestionChange) =>
    `${change.domainLabel} · ${change.questionText}: ${changeWords(report, change)}`,
  questionChangesNone: (report: Report) =>
    report.i18n._(msg`No question can be compared with the previous wave: a question is compared only where both waves show it.`),
  teamsNone: (report: Report) => report.i18n._(msg`No teams yet: a team is a manager and their direct reports.`),
  /** Under a row's name: its respondents (or that it is hidden), and for a subtree that it is a group of teams. */
  teamDetail: (report: { i18n: I18n }, team: ReportTeam) =>
    [team.respondents === null ? HIDDEN_TEXT(report) : `n=${team.respondents}`, ...(team.group ? [team.group] : [])].join(' · '),
  cutsLegend: (report: Report) => {
    const size = report.minimumGroupSize;
    return report.i18n._(
      msg`Each cell is the group's mean out of 5, coloured by band. A group appears only where, with everything else shown, it singles out nobody: at least ${size} people, and not a difference of shown groups that would leave fewer.`,
    );
  },
  teamsLegend: (report: Report) => {
    const hidden = HIDDEN_TEXT(report);
    return report.i18n._(
      msg`Each cell is the team's mean out of 5 (a manager's organisation: all their teams together), coloured by band. "${hidden}" marks a figure the anonymity rules keep back.`,
    );
  },
  roadmapNone: (report: Report) => report.i18n._(msg`No roadmap has been generated for this assessment yet.`),
  resultsAsOf: (report: Report) => {
    const date = longDate(report, report.resultsAsOf);
    return report.i18n._(msg`Results as of ${date}`);
  },
};

/**
 * An action's lines, as the PDF and the slide both write them in the reader's language: its
 * title, "Domain · timeframe · Owner: … · Status: …", why, the whole statement it quotes (when it
 * quotes one) and the first step.
 */
export function roadmapLines(report: Report, item: RoadmapItem) {
  const { domainLabel, timeframe, ownerHint, firstStep, question } = item;
  const status = report.i18n._(ROADMAP_STATUS_LABELS[item.status]);
  return {
    title: item.title,
    details: report.i18n._(msg`${domainLabel} · ${timeframe} · Owner: ${ownerHint} · Status: ${status}`),
    rationale: item.rationale,
    statement: question ? report.i18n._(msg`Lowest-scoring statement: “${question}”`) : null,
    firstStep: report.i18n._(msg`First step: ${firstStep}`),
  };
}
