import { anonymityMessage, roadmapMessages } from '#domain/messages.ts';
import { exportFileName } from '#domain/export-file-name.ts';
import { getQuestionSet } from '#domain/question-bank.ts';
import { localExportCsv } from './csv-text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { DomainScoreList, HeatMap, HeatMapLegend, OverallScoreStat, StatCard, StatGrid } from '#web/features/results/index.ts';
import { PriorityBadge } from '#web/features/roadmap/index.ts';
import { downloadText } from './download.ts';
import { localResults, localRoadmap } from './local-results.ts';
import type { LocalAssessment, Workspace } from './workspace-schema.ts';
import { useLingui } from '@lingui/react/macro';

/**
 * One local assessment's results, heat map and roadmap: the results components of signed-in
 * organisations, fed from the local publication, so hidden figures look and behave the same.
 */
export function LocalResultsPanel({ workspace, assessment }: { workspace: Workspace; assessment: LocalAssessment }) {
  const { t } = useLingui();
  const results = localResults(workspace, assessment);
  const roadmap = localRoadmap(results);
  const hidden = anonymityMessage('assessment', results.responses, results.threshold);
  const domains = getQuestionSet(assessment.questionSetId).domains.map((domain) => ({ domain: domain.key as string, label: domain.label }));
  const downloadCsv = () => {
    const now = new Date();
    downloadText(
      exportFileName(workspace.organisation.name, results.assessment, now, 'csv'),
      'text/csv;charset=utf-8',
      localExportCsv(workspace.organisation.name, results, now),
    );
  };

  return (
    <section aria-labelledby="local-results-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="local-results-heading" className="text-2xl font-bold tracking-tight">
          Results: {assessment.title}
        </h2>
        <Button variant="outline" onClick={downloadCsv} disabled={!results.canShowResults}>
          Download CSV
        </Button>
      </div>
      <StatGrid columns={3}>
        <OverallScoreStat overall={results.overall} hiddenMessage={t(hidden)} />
        <StatCard label="Responses in the results" value={results.responses} />
        <StatCard
          label="Completion rate"
          value={`${results.completion.rate.toFixed(1)}%`}
          detail={`of ${results.completion.activePeople} people`}
        />
      </StatGrid>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Domain scores</CardTitle>
        </CardHeader>
        <CardContent>
          <DomainScoreList domains={results.domains} hiddenMessage={t(hidden)} threshold={results.threshold} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Heat map</CardTitle>
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
            <ol className="flex flex-col gap-4" aria-label="Roadmap items">
              {roadmap.map((item) => (
                <li key={item.domain} className="flex flex-col gap-1 rounded-md border border-slate-200 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <PriorityBadge priority={item.priority} />
                    <span className="text-sm text-slate-700">{item.timeframe}</span>
                  </div>
                  <h4 className="font-semibold text-slate-900">{item.title}</h4>
                  <p className="text-sm text-slate-800">{item.rationale}</p>
                  {item.question && (
                    <p className="text-sm text-slate-800">
                      <strong>{t(roadmapMessages.wholeStatement)}:</strong> “{item.question}”
                    </p>
                  )}
                  <p className="text-sm text-slate-800">
                    <strong>First step:</strong> {item.firstStep}
                  </p>
                  <p className="text-sm text-slate-700">Suggested owner: {item.ownerHint}</p>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
