import type { AssessmentTrends } from '#domain/api/results.ts';
import { netPromoterOf } from '#domain/net-promoter.ts';
import { countedQuestions, isScored, scoredDomains } from '#domain/question-kinds.ts';
import { overallScore } from '#domain/scoring.ts';
import { trendsOf, type FigureTrend, type WaveScores } from '#domain/trends.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import type { Locale } from '#domain/locales.ts';
import { findAssessment, questionsOf, setVersionsDomains, type AssessmentRow } from '#server/assessments/index.ts';
import type { Database } from '#server/db/client.ts';
import { hasOpened, publicationFrom, publicDomainScore, publicQuestionAverage, type Publication } from './published.ts';
import { wavesWithFigures } from './queries.ts';
import { assessmentMessages } from '#domain/messages.ts';

/*
 * Trends read each wave's newest publication, as that wave's own results do, and compare only
 * figures both waves show: a trend is the difference of two figures already on two results
 * pages, so it shows nothing new (docs/anonymity.md).
 */

type ShownFigures = {
  domains: Record<string, number | null>;
  questions: Record<string, number | null>;
  overall: Record<'overall', number | null>;
  netPromoter: Record<string, number | null>;
};

/** A net promoter question's eNPS where that wave's results show its counts (its minimum group size of scores), else null. */
function shownNetPromoter(publication: Publication | null, questionId: string, threshold: number): number | null {
  const tally = publication?.organisation.choices?.[questionId];
  if (!tally || tally.answers < threshold) return null;
  return netPromoterOf(tally.counts)?.score ?? null;
}

/** A wave's shown figures, each under that wave's own minimum group size, as its results page shows them. */
function shownFiguresOf(
  { domains, questionIds, promoterIds }: { domains: readonly string[]; questionIds: readonly string[]; promoterIds: readonly string[] },
  publication: Publication | null,
  threshold: number,
): ShownFigures {
  const domainScores = Object.fromEntries(
    domains.map((domain) => {
      const score = publicDomainScore(domain, publication?.organisation.domains[domain], undefined, threshold);
      return [domain, score.canShow ? score.meanScore : null];
    }),
  );
  const questions = Object.fromEntries(
    questionIds.map((id) => [id, publicQuestionAverage(publication?.organisation.cells[id], threshold)?.average ?? null]),
  );
  const overall = overallScore(Object.values(domainScores).filter((mean): mean is number => mean !== null));
  const netPromoter = Object.fromEntries(promoterIds.map((id) => [id, shownNetPromoter(publication, id, threshold)]));
  return { domains: domainScores, questions, overall: { overall }, netPromoter };
}

const trendPart = (trend: FigureTrend | undefined): FigureTrend => trend ?? { change: null, series: [] };

/**
 * The domains some earlier wave asked other statements in: waves of one set may ask different
 * versions of it (decision 0038). A question trend needs nothing of the kind (a question id is
 * one wording), but a domain's mean over other statements is a comparison to be said as such.
 */
async function domainsWithChangedStatements(
  db: Database,
  row: AssessmentRow,
  waves: readonly { questionSetVersion: number | null }[],
): Promise<Set<string>> {
  const versions = [...new Set(waves.map((wave) => wave.questionSetVersion ?? 1))];
  if (row.questionSetId === null || versions.length < 2) return new Set();
  const rows = await setVersionsDomains(db, row.questionSetId, versions);
  const statementsOf = (version: number, domain: string) =>
    rows
      .filter((entry) => entry.version === version && entry.domain === domain)
      .map((entry) => entry.questionId)
      .sort()
      .join('\n');
  const current = row.questionSetVersion ?? 1;
  const domains = new Set(rows.map((entry) => entry.domain));
  return new Set(
    [...domains].filter((domain) => versions.some((version) => statementsOf(version, domain) !== statementsOf(current, domain))),
  );
}

/**
 * The assessment's trends: per domain, per question, overall and per net promoter question's eNPS, the change since the closed
 * wave of the same set before it and the series over every such wave and itself. Three
 * queries whatever the number of waves (the assessment, every wave with its figures, the
 * questions). Also what exports call to draw the same charts.
 */
export async function assessmentTrends(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId: string; locales?: readonly Locale[] },
): Promise<AssessmentTrends> {
  const { db } = context;
  const row = await findAssessment(db, actor.organisationId, input.assessmentId);
  if (!hasOpened(row)) throw new AppError('not_found', assessmentMessages.notFound);
  const [waves, asked] = await Promise.all([wavesWithFigures(db, actor.organisationId, row), questionsOf(db, row, input.locales ?? [])]);
  const questions = asked.filter(isScored);
  const labelled = scoredDomains(asked);
  const domains = labelled.map((domain) => domain.key);
  const questionIds = questions.map((question) => question.id);
  const promoters = countedQuestions(asked).flatMap((entry) => (entry.netPromoter ? [entry.question] : []));
  const keys = { domains, questionIds, promoterIds: promoters.map((question) => question.id) };

  const shown = waves.map((wave) => {
    const publication = publicationFrom(
      wave.figures === null ? undefined : { respondents: wave.respondents, part: wave.figures, publishedOn: wave.publishedOn ?? '' },
    );
    return { wave, figures: shownFiguresOf(keys, publication, wave.minimumGroupSize) };
  });
  const seriesOf = (part: keyof ShownFigures): WaveScores[] =>
    shown.map(({ wave, figures }) => ({ assessmentId: wave.assessmentId, wave: wave.wave, scores: figures[part] }));
  const domainTrends = trendsOf(seriesOf('domains'), domains);
  const changed = await domainsWithChangedStatements(db, row, waves);
  const questionTrends = trendsOf(seriesOf('questions'), questionIds);
  const promoterTrends = trendsOf(seriesOf('netPromoter'), keys.promoterIds);

  return {
    assessmentId: row.id,
    waves: waves.map((wave) => ({ assessmentId: wave.assessmentId, wave: wave.wave, title: wave.title, releasedOn: wave.publishedOn })),
    overall: trendPart(trendsOf(seriesOf('overall'), ['overall']).get('overall')),
    domains: labelled.map(({ key, label }) => ({
      domain: key,
      label,
      statementsChanged: changed.has(key),
      ...trendPart(domainTrends.get(key)),
    })),
    questions: questions.map((question) => ({
      questionId: question.id,
      domain: question.domain,
      order: question.order,
      questionText: question.text,
      ...trendPart(questionTrends.get(question.id)),
    })),
    netPromoter: promoters.map((question) => ({
      questionId: question.id,
      order: question.order,
      questionText: question.text,
      ...trendPart(promoterTrends.get(question.id)),
    })),
  };
}
