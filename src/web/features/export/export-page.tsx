import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExportPreview } from '#domain/api/export.ts';
import { exportMessages } from '#domain/messages/export.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { AnonymityNotice, EmptyState, AssessmentLoadFailed, isUnknownAssessment, useFailureToast } from '#web/features/results/index.ts';
import { AssessmentPicker, useChosenAssessment } from '#web/features/roadmap/index.ts';
import { PreviewCard } from './export-preview-card.tsx';
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
  const { t } = useLingui();
  useFailureToast(preview.errorUpdatedAt, preview.isError && !isUnknownAssessment(preview.error), () =>
    toast({ title: t(exportMessages.checkFailed), description: t`Please try again.`, variant: 'destructive' }),
  );

  let body;
  if (preview.isPending) body = <LoadingState label={t`Checking export availability…`} />;
  else if (preview.isError) {
    body = (
      <AssessmentLoadFailed
        error={preview.error}
        back={{ to: paths.export, label: t`Show the latest export` }}
        title={t(exportMessages.checkFailed)}
        text={t`Please try again.`}
        onRetry={() => void preview.refetch()}
      />
    );
  } else if (!preview.data.available || !preview.data.assessment) body = <NotAvailable data={preview.data} />;
  else body = <ExportAvailable data={preview.data} assessmentId={preview.data.assessment.id} />;

  const data = preview.data;
  const heading = data?.assessment ? t(assessmentHeading(data.assessment)) : null;
  const organisationName = data?.organisationName;
  let intro;
  if (heading === null) intro = <Trans>Download aggregated, anonymous results as a spreadsheet, a report or a presentation.</Trans>;
  else if (organisationName) {
    intro = (
      <Trans>
        Download aggregated, anonymous results of <span className="font-medium text-slate-900">{heading}</span> for {organisationName} as a
        spreadsheet, a report or a presentation.
      </Trans>
    );
  } else {
    intro = (
      <Trans>
        Download aggregated, anonymous results of <span className="font-medium text-slate-900">{heading}</span> as a spreadsheet, a report
        or a presentation.
      </Trans>
    );
  }
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Export Results</Trans>
          </h1>
          {data && (
            <Badge variant={data.available ? 'success' : 'warning'}>
              {t(data.available ? exportMessages.available : exportMessages.insufficient)}
            </Badge>
          )}
        </div>
        <p className="text-slate-700">{intro}</p>
      </header>
      <AssessmentPicker currentId={chosenId ?? data?.assessment?.id} onChange={choose} purpose="export" />
      {body}
      {data && (
        <AnonymityNotice>
          <p>{t(exportMessages.privacyNote(data.threshold))}</p>
        </AnonymityNotice>
      )}
    </section>
  );
}

function NotAvailable({ data }: { data: ExportPreview }) {
  const { t } = useLingui();
  const { responses, threshold } = data;
  const text = data.assessment
    ? `${t(exportMessages.refused(threshold))} ${t`Currently have ${plural(responses, { one: '# response', other: '# responses' })}.`}`
    : t`No active assessment found. Start an assessment and invite your team: an export is available once at least ${threshold} people have answered.`;
  return (
    <EmptyState title={t(exportMessages.notAvailableTitle)} text={text}>
      <Link to={paths.inviteEmployee} className={buttonClasses({ size: 'sm' })}>
        <Trans>Invite Team Members</Trans>
      </Link>
      <Link to={paths.dashboard} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        <Trans>View Dashboard</Trans>
      </Link>
    </EmptyState>
  );
}

const formats: Record<
  ExportFormat,
  {
    title: MessageDescriptor;
    kind: 'CSV' | 'PDF' | 'presentation';
    description: MessageDescriptor;
    button: MessageDescriptor;
    done: MessageDescriptor;
  }
> = {
  csv: {
    title: msg`CSV Export`,
    kind: 'CSV',
    description: msg`A spreadsheet-ready file: organisation, assessment, export date, total responses, overall score, completion rate and a score for each domain.`,
    button: msg`Download CSV`,
    done: exportMessages.csvDone,
  },
  pdf: {
    title: msg`PDF Report`,
    kind: 'PDF',
    description: msg`A formatted report to share: contents, the overall score, each domain’s score and favourability, the team heat map, the trend and the priority roadmap.`,
    button: msg`Download PDF`,
    done: exportMessages.pdfDone,
  },
  presentation: {
    title: msg`Presentation`,
    kind: 'presentation',
    description: msg`Slides to present the same results (.pptx), for PowerPoint, Keynote or LibreOffice Impress.`,
    button: msg`Download presentation`,
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
  const { t } = useLingui();
  const copy = formats[format];

  function handleDownload() {
    download.mutate(
      { assessmentId, format, fallbackName: fileName },
      {
        onSuccess: (savedAs) => toast({ title: t(copy.done), description: t`Saved as ${savedAs}.`, variant: 'success' }),
        onError: () =>
          toast({ title: t(exportMessages.failedTitle), description: t(exportMessages.failedText(copy.kind)), variant: 'destructive' }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(copy.title)}</CardTitle>
        <CardDescription className="text-slate-700">{t(copy.description)}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-slate-700">
        <Trans>
          File: <span className="font-mono text-slate-900">{fileName}</span>
        </Trans>
      </CardContent>
      <CardFooter className="mt-auto">
        <Button loading={download.isPending} onClick={handleDownload}>
          {download.isPending ? t`Preparing…` : t(copy.button)}
        </Button>
      </CardFooter>
    </Card>
  );
}
