import { Link } from 'react-router';
import type { ExportPreview } from '#domain/api/export.ts';
import { exportMessages } from '#domain/messages/export.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import {
  AnonymityNotice,
  DomainScoreList,
  EmptyState,
  formatOutOf,
  formatPercent,
  ScoreBandBadge,
  AssessmentLoadFailed,
  isUnknownAssessment,
  StatCard,
  useFailureToast,
} from '#web/features/results/index.ts';
import { anonymityMessage } from '#domain/messages.ts';
import { AssessmentPicker, PriorityBadge, useChosenAssessment } from '#web/features/roadmap/index.ts';
import { useDownloadExport, useExportPreview, type ExportFormat } from './queries.ts';
import { assessmentHeading } from '#domain/assessment-name.ts';

/**
 * /export (administrators): the aggregated, anonymised results of an assessment as CSV, a PDF
 * report or a presentation, with a preview of what the files hold. Nothing is offered until at least one
 * domain reaches the assessment's minimum group size; the server refuses the files then too.
 */
export function ExportPage() {
  const [chosenId, choose] = useChosenAssessment();
  const preview = useExportPreview(chosenId);
  const { toast } = useToast();
  useFailureToast(preview.errorUpdatedAt, preview.isError && !isUnknownAssessment(preview.error), () =>
    toast({ title: exportMessages.checkFailed, description: 'Please try again.', variant: 'destructive' }),
  );

  let body;
  if (preview.isPending) body = <LoadingState label="Checking export availability…" />;
  else if (preview.isError) {
    body = (
      <AssessmentLoadFailed
        error={preview.error}
        back={{ to: paths.export, label: 'Show the latest export' }}
        title={exportMessages.checkFailed}
        text={'Please try again.'}
        onRetry={() => void preview.refetch()}
      />
    );
  } else if (!preview.data.available || !preview.data.assessment) body = <NotAvailable data={preview.data} />;
  else body = <ExportAvailable data={preview.data} assessmentId={preview.data.assessment.id} />;

  const data = preview.data;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Export Results</h1>
          {data && (
            <Badge variant={data.available ? 'success' : 'warning'}>
              {data.available ? exportMessages.available : exportMessages.insufficient}
            </Badge>
          )}
        </div>
        <p className="text-slate-700">
          Download aggregated, anonymous results
          {data?.assessment ? (
            <>
              {' '}
              of <span className="font-medium text-slate-900">{assessmentHeading(data.assessment)}</span>
              {data.organisationName ? <> for {data.organisationName}</> : null}
            </>
          ) : null}{' '}
          as a spreadsheet, a report or a presentation.
        </p>
      </header>
      <AssessmentPicker currentId={chosenId ?? data?.assessment?.id} onChange={choose} purpose="the export" />
      {body}
      {data && (
        <AnonymityNotice>
          <p>{exportMessages.privacyNote(data.threshold)}</p>
        </AnonymityNotice>
      )}
    </section>
  );
}

function NotAvailable({ data }: { data: ExportPreview }) {
  const text = data.assessment
    ? `${exportMessages.refused(data.threshold)} Currently have ${data.responses} responses.`
    : `No active assessment found. Start an assessment and invite your team: an export is available once at least ${data.threshold} people have answered.`;
  return (
    <EmptyState title={exportMessages.notAvailableTitle} text={text}>
      <Link to={paths.inviteEmployee} className={buttonClasses({ size: 'sm' })}>
        Invite Team Members
      </Link>
      <Link to={paths.dashboard} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        View Dashboard
      </Link>
    </EmptyState>
  );
}

const formats: Record<
  ExportFormat,
  { title: string; kind: 'CSV' | 'PDF' | 'presentation'; description: string; button: string; done: string }
> = {
  csv: {
    title: 'CSV Export',
    kind: 'CSV',
    description:
      'A spreadsheet-ready file: organisation, assessment, export date, total responses, overall score, completion rate and a score for each domain.',
    button: 'Download CSV',
    done: exportMessages.csvDone,
  },
  pdf: {
    title: 'PDF Report',
    kind: 'PDF',
    description:
      'A formatted report to share: contents, the overall score, each domain’s score and favourability, the team heat map, the trend and the priority roadmap.',
    button: 'Download PDF',
    done: exportMessages.pdfDone,
  },
  presentation: {
    title: 'Presentation',
    kind: 'presentation',
    description: 'Slides to present the same results (.pptx), for PowerPoint, Keynote or LibreOffice Impress.',
    button: 'Download presentation',
    done: exportMessages.presentationDone,
  },
};

function ExportAvailable({ data, assessmentId }: { data: ExportPreview; assessmentId: string }) {
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <DownloadCard format="csv" assessmentId={assessmentId} fileName={data.csvFileName} />
        <DownloadCard format="pdf" assessmentId={assessmentId} fileName={data.pdfFileName} />
        <DownloadCard format="presentation" assessmentId={assessmentId} fileName={data.presentationFileName} />
      </div>
      <PreviewCard data={data} />
    </>
  );
}

function DownloadCard({ format, assessmentId, fileName }: { format: ExportFormat; assessmentId: string; fileName: string }) {
  const download = useDownloadExport();
  const { toast } = useToast();
  const copy = formats[format];

  function handleDownload() {
    download.mutate(
      { assessmentId, format, fallbackName: fileName },
      {
        onSuccess: (savedAs) => toast({ title: copy.done, description: `Saved as ${savedAs}.`, variant: 'success' }),
        onError: () =>
          toast({ title: exportMessages.failedTitle, description: exportMessages.failedText(copy.kind), variant: 'destructive' }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.title}</CardTitle>
        <CardDescription className="text-slate-700">{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-slate-700">
        File: <span className="font-mono text-slate-900">{fileName}</span>
      </CardContent>
      <CardFooter className="mt-auto">
        <Button loading={download.isPending} onClick={handleDownload}>
          {download.isPending ? 'Preparing…' : copy.button}
        </Button>
      </CardFooter>
    </Card>
  );
}

function PreviewCard({ data }: { data: ExportPreview }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export preview</CardTitle>
        <CardDescription className="text-slate-700">What the files hold, as of today.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <dl className="grid gap-4 sm:grid-cols-3">
          <StatCard label="Total responses" value={data.responses} />
          <StatCard
            label="Overall score"
            value={data.overallScore === null ? 'Not shown' : formatOutOf(data.overallScore)}
            detail={data.overallScore === null ? undefined : <ScoreBandBadge mean={data.overallScore} />}
          />
          <StatCard label="Completion rate" value={formatPercent(data.completionRate)} />
        </dl>
        <section aria-labelledby="export-domains-heading" className="flex flex-col gap-4">
          <h3 id="export-domains-heading" className="text-base font-semibold">
            Domain scores
          </h3>
          <DomainScoreList
            domains={data.domains}
            hiddenMessage={anonymityMessage('default', data.responses, data.threshold)}
            threshold={data.threshold}
          />
        </section>
        <section aria-labelledby="export-actions-heading" className="flex flex-col gap-3">
          <h3 id="export-actions-heading" className="text-base font-semibold">
            Priority actions
          </h3>
          {data.priorityActions.length === 0 ? (
            <p className="text-sm text-slate-700">
              No roadmap yet.{' '}
              <Link to={paths.roadmap} className={textLinkClass}>
                Generate one on the Priority Roadmap page
              </Link>{' '}
              and the PDF report and the presentation will include it.
            </p>
          ) : (
            <ol className="flex flex-col gap-3">
              {data.priorityActions.map((action) => (
                <li
                  key={action.priority}
                  className="flex flex-col gap-1 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-center sm:gap-3"
                >
                  <PriorityBadge priority={action.priority} />
                  <span className="font-medium text-slate-900">{action.title}</span>
                  <span className="text-sm text-slate-700 sm:ml-auto">
                    {action.domainLabel} · {action.timeframe}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
