import type { AssessmentResults, HeatMapCell } from '#domain/api/results.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { heatMapFrom, insightsFrom, overallFrom } from '#domain/published-results.ts';
import type { Locale } from '#domain/locales.ts';
import { getQuestionSet, questionsForSet } from '#domain/question-bank.ts';
import { generateRoadmap, type RoadmapDraft } from '#domain/roadmap.ts';
import { completionRate } from '#domain/scoring.ts';
import { emptyResponses } from './local-release.ts';
import { domainLabelOf, statementIn } from './shown-wording.ts';
import type { LocalAssessment, Workspace } from './workspace-schema.ts';

/**
 * One local assessment's results in the server's shape, read only from its publication, by the
 * same domain functions the server's results use: nothing below six respondents comes out.
 * Domains and statements are in the first of `locales` the bank has them in.
 */
export function localResults(workspace: Workspace, assessment: LocalAssessment, locales: readonly Locale[] = []): AssessmentResults {
  const responses = workspace.responses[assessment.id] ?? emptyResponses();
  const publication = responses.publication;
  const figures = publication?.figures;
  const domainKeys = getQuestionSet(assessment.questionSetId).domains.map((domain) => domain.key as string);
  const labels = new Map(domainKeys.map((key) => [key, domainLabelOf(key, locales)]));
  const { domains, overall } = overallFrom(domainKeys, figures, labels);
  const questions = questionsForSet(assessment.questionSetId).map((question) => ({
    id: question.id,
    domain: question.domain,
    text: statementIn(question, locales),
    order: question.order,
  }));
  const heatMap = heatMapFrom(questions, figures);
  const scores = domains.map((entry) => entry.score);
  const released = publication?.respondents ?? 0;
  return {
    assessment: {
      id: assessment.id,
      title: assessment.title,
      questionSetId: assessment.questionSetId,
      series: assessment.questionSetId,
      status: assessment.status,
      wave: 1,
      openedAt: assessment.openedAt,
      closedAt: assessment.closedAt,
      importedAnswers: false,
    },
    threshold: ANONYMITY_THRESHOLD,
    responses: released,
    canShowResults: scores.some((score) => score.canShow),
    completion: {
      activePeople: workspace.people.length,
      completed: released,
      rate: completionRate(released, workspace.people.length),
      // Released on this device as soon as six wait: there is no fixed release time to name.
      nextReleaseAt: null,
      notCounted: 0,
      heldUntilClose: false,
    },
    overall,
    domains: scores,
    heatMap,
    choices: [],
    comments: [],
    insights: insightsFrom(scores, heatMap, figures),
    trend: null,
    releasedOn: publication?.publishedOn ?? null,
    answersWaiting: publication?.waiting ?? [],
  };
}

/** Up to three priority actions from the shown figures only, as the server's roadmap makes them. */
export function localRoadmap(results: AssessmentResults): RoadmapDraft[] {
  return generateRoadmap(
    results.domains.flatMap((domain) => (domain.canShow ? [{ domain: domain.domain, label: domain.label, mean: domain.meanScore }] : [])),
    results.heatMap.flatMap((cell: HeatMapCell) =>
      cell.canShow ? [{ domain: cell.domain, questionId: cell.questionId, text: cell.questionText, average: cell.average }] : [],
    ),
  );
}
