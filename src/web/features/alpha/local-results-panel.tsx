import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { anonymityMessage, roadmapMessages } from '#domain/messages.ts';
import { exportFileName } from '#domain/export-file-name.ts';
import { localExportCsv } from './csv-text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { DomainScoreList, HeatMap, HeatMapLegend, OverallScoreStat, StatCard, StatGrid } from '#web/features/results/index.ts';
import { PriorityBadge } from '#web/features/roadmap/index.ts';
import { downloadText } from './download.ts';
import { roadmapActionTexts, type RoadmapDraft } from '#domain/roadmap.ts';
import { localResults, localRoadmap } from './local-results.ts';
import { useShownLocales } from './shown-wording.ts';
import type { LocalAssessment, Workspace } from './workspace-schema.ts';

/** A completion rate as the shown language writes a percentage, to one decimal place. */
const PERCENT_TO_ONE_PLACE: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};

/**
 * One local assessment's results, heat map and roadmap: the results components of signed-in
 * organisations, fed from the local publication, so hidden figures look and behave the same.
 */
export function LocalResultsPanel({ workspace, assessment }: { workspace: Workspace; assessment: LocalAssessment }) {
  const { t, i18n } = useLingui();
  const intlLocale = useIntlLocale();
  const { title } = assessment;
  const locales = useShownLocales();
  const results = localResults(workspace, assessment, locales);
  const roadmap = localRoadmap(results);
  const { activePeople } = results.completion;
  const hidden = anonymityMessage('assessment', results.responses, results.threshold);
  const domains = results.domains.map(({ domain, label }) => ({ domain, label }));
  const downloadCsv = () => {
    const now = new Date();
    downloadText(
      exportFileName(workspace.organisation.name, results.assessment, now, 'csv'),
      'text/csv;charset=utf-8',
      localExportCsv(i18n, workspace.organisation.name, results, now),
    );
  };

  return (
    <section aria-labelledby="local-results-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="local-results-heading" className="text-2xl font-bold tracking-tight">
          <Trans>Results: {title}</Trans>
        </h2>
        <Button variant="outline" onClick={downloadCsv} disabled={!results.canShowResults}>
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      <StatGrid columns={3}>
        <OverallScoreStat overall={results.overall} hiddenMessage={t(hidden)} />
        <StatCard label={t`Responses in the results`} value={results.responses} />
        <StatCard
          label={t`Completion rate`}
          value={new Intl.NumberFormat(intlLocale, PERCENT_TO_ONE_PLACE).format(results.completion.rate)}
          detail={t`${plural(activePeople, { one: 'of # person', other: 'of # people' })}`}
        />
      </StatGrid>
      <Card>
        <CardHeader>
          <CardTitle as="h3">
            <Trans>Domain scores</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DomainScoreList domains={results.domains} hiddenMessage={t(hidden)} threshold={results.threshold} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">
            <Trans>Heat map</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <HeatMap cells={results.heatMap} domains={domains} threshold={results.threshold} />
          <HeatMapLegend threshold={results.threshold} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t(roadmapMessages.title)}</CardTitle>
          <CardDescription>{t(roadmapMessages.rule)}</CardDescription>
        </CardHeader>
        <CardContent>
          {roadmap.length === 0 ? (
            <p className="text-sm text-slate-800">
              {t(
                results.canShowResults
                  ? roadmapMessages.noActionNeeded
                  : roadmapMessages.insufficientText(results.responses, results.threshold),
              )}
            </p>
          ) : (
            <ol className="flex flex-col gap-4" aria-label={t`Roadmap items`}>
              {roadmap.map((item) => (
                <RoadmapItem key={item.domain} item={item} />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** One priority action of the local roadmap. */
function RoadmapItem({ item }: { item: RoadmapDraft }) {
  const { t, i18n } = useLingui();
  const { firstStep, ownerHint, timeframe, title, rationale } = roadmapActionTexts(i18n, item);
  const question = item.question?.text;
  const wholeStatement = t(roadmapMessages.wholeStatement);
  return (
    <li className="flex flex-col gap-1 rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={item.priority} />
        <span className="text-sm text-slate-700">{timeframe}</span>
      </div>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <p className="text-sm text-slate-800">{rationale}</p>
      {question && (
        <p className="text-sm text-slate-800">
          <Trans>
            <strong>{wholeStatement}:</strong> “{question}”
          </Trans>
        </p>
      )}
      <p className="text-sm text-slate-800">
        <Trans>
          <strong>First step:</strong> {firstStep}
        </Trans>
      </p>
      <p className="text-sm text-slate-700">
        <Trans>Suggested owner: {ownerHint}</Trans>
      </p>
    </li>
  );
}
