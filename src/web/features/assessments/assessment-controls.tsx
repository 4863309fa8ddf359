import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AssessmentSummary, SettableAssessmentStatus } from '#domain/api/assessments.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type HeadingLevel } from '#web/components/ui/card.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { userCan, useAuth } from '#web/features/accounts/index.ts';
import { assessmentDeletionMessages } from '#domain/messages/assessment-deletion.ts';
import { AssessmentControlItem } from './assessment-control-item.tsx';
import { useDeleteAssessment } from './deletion.ts';
import { lowerHeading } from './parts.tsx';
import { useAssessments, useUpdateAssessmentStatus, useUpdateCloseDate } from './queries.ts';
import { closingMessages } from '#domain/messages/closing.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { formatDateTime, useResultsOverview } from '#web/features/results/index.ts';

export interface AssessmentControlsProps {
  /** Heading level of the card's title (default h2); each assessment's title is one level below. */
  headingLevel?: Exclude<HeadingLevel, 'h6'>;
  className?: string;
}

/**
 * The organisation's assessments with Open / Pause / Close, for organisation admins (renders
 * nothing for anyone else). Self-contained: loads and updates through the API itself.
 */
export function AssessmentControls({ headingLevel = 'h2', className }: AssessmentControlsProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const list = useAssessments();
  const update = useUpdateAssessmentStatus();
  const scheduleClose = useUpdateCloseDate();
  const { toast } = useToast();
  const [confirmClose, setConfirmClose] = useState<AssessmentSummary | null>(null);
  const removal = useDeleteAssessment();
  const [confirmDelete, setConfirmDelete] = useState<AssessmentSummary | null>(null);

  if (!userCan(user, 'manageAssessments')) return null;

  function changeStatus(assessment: AssessmentSummary, status: SettableAssessmentStatus) {
    update.mutate(
      { id: assessment.id, status },
      {
        onSuccess: () =>
          toast({
            title: t(assessmentAdministrationMessages.statusUpdatedTitle),
            description: t(assessmentAdministrationMessages.statusUpdatedText(status)),
            variant: 'success',
          }),
        onError: () =>
          toast({
            title: t(assessmentAdministrationMessages.statusFailedTitle),
            description: t(assessmentAdministrationMessages.statusFailedText),
            variant: 'destructive',
          }),
      },
    );
  }

  function closeLater(assessment: AssessmentSummary, closesAt: string) {
    scheduleClose.mutate(
      { id: assessment.id, closesAt },
      {
        onSuccess: () =>
          toast({
            title: t(closingMessages.closeScheduledTitle),
            description: t(closingMessages.closeScheduledText(formatDateTime(closesAt) ?? closesAt)),
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: t(assessmentAdministrationMessages.statusFailedTitle), description: error.message, variant: 'destructive' }),
      },
    );
  }

  function deleteAssessment(assessment: AssessmentSummary) {
    removal.mutate(assessment.id, {
      onSuccess: () => toast({ title: t(assessmentDeletionMessages.deleted), description: assessment.title, variant: 'success' }),
      onError: (error) => toast({ title: t(assessmentDeletionMessages.failed), description: error.message, variant: 'destructive' }),
    });
  }

  let body;
  if (list.isPending) body = <LoadingState label={t`Loading assessments…`} />;
  else if (list.isError) {
    body = <LoadFailedMessage title={t`Error loading assessments`} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    body = (
      <p className="text-sm text-slate-700">
        <Trans>No assessments yet. Start one to invite your organisation to answer.</Trans>
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-slate-200">
        {list.data.map((assessment) => {
          const pendingHere = update.isPending && update.variables.id === assessment.id;
          const deletingHere = removal.isPending && removal.variables === assessment.id;
          return (
            <AssessmentControlItem
              key={assessment.id}
              assessment={assessment}
              headingLevel={lowerHeading(headingLevel)}
              pendingStatus={pendingHere ? update.variables.status : undefined}
              busyElsewhere={(update.isPending && !pendingHere) || (removal.isPending && !deletingHere)}
              onChoose={(status) => (status === 'closed' ? setConfirmClose(assessment) : changeStatus(assessment, status))}
              onDelete={() => setConfirmDelete(assessment)}
              deleting={deletingHere}
            />
          );
        })}
      </ul>
    );
  }

  return (
    <Card className={cn(className)}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex flex-col gap-1.5">
            <CardTitle as={headingLevel}>
              <Trans>Assessments</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Open, pause or close your organisation&apos;s assessments.</Trans>
            </CardDescription>
          </div>
          <Link to={paths.createAssessment} className={buttonClasses({ size: 'sm' })}>
            <Trans>Start an assessment</Trans>
          </Link>
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <CloseDialog
        assessment={confirmClose}
        onCancel={() => setConfirmClose(null)}
        onCloseNow={(assessment) => {
          changeStatus(assessment, 'closed');
          setConfirmClose(null);
        }}
        onCloseAt={(assessment, closesAt) => {
          closeLater(assessment, closesAt);
          setConfirmClose(null);
        }}
      />
      <Dialog
        open={confirmDelete !== null}
        onClose={() => setConfirmDelete(null)}
        title={t(assessmentDeletionMessages.confirmTitle)}
        description={confirmDelete ? t(assessmentDeletionMessages.confirmText(confirmDelete.title)) : undefined}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmDelete(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                if (confirmDelete) deleteAssessment(confirmDelete);
                setConfirmDelete(null);
              }}
            >
              <Trans>Delete assessment</Trans>
            </Button>
          </>
        }
      />
    </Card>
  );
}

/**
 * Asks before closing, and says what happens to answers not yet in the results: released if
 * enough are waiting, deleted unread if not. Where the organisation releases at update times, it
 * offers to close at the next one instead, which gives people until then to complete.
 */
function CloseDialog({
  assessment,
  onCancel,
  onCloseNow,
  onCloseAt,
}: {
  assessment: AssessmentSummary | null;
  onCancel: () => void;
  onCloseNow: (assessment: AssessmentSummary) => void;
  onCloseAt: (assessment: AssessmentSummary, closesAt: string) => void;
}) {
  const { t } = useLingui();
  const overview = useResultsOverview();
  const card = overview.data?.cards.find((entry) => entry.assessment.id === assessment?.id);
  const size = assessment?.minimumGroupSize ?? ANONYMITY_THRESHOLD;
  const nextUpdate = card?.completion.nextReleaseAt ?? null;
  const when = formatDateTime(nextUpdate);
  const title = assessment?.title ?? '';
  return (
    <Dialog
      open={assessment !== null}
      onClose={onCancel}
      title={t`Close this assessment?`}
      description={assessment ? t`"${title}" will stop taking answers.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          {assessment && nextUpdate && (
            <Button variant="outline" onClick={() => onCloseAt(assessment, nextUpdate)}>
              {t(closingMessages.closeAtNextUpdateButton)}
            </Button>
          )}
          <Button variant="destructive" onClick={() => assessment && onCloseNow(assessment)}>
            {t(closingMessages.closeNowButton)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2 text-sm text-slate-700">
        <p>{t(card?.completion.heldUntilClose ? closingMessages.heldUntilClose(size) : closingMessages.atUpdates(size))}</p>
        {when && <p>{t(closingMessages.closeAtNextUpdate(when))}</p>}
        <p>{t(assessmentAdministrationMessages.closedCannotReopen)}</p>
      </div>
    </Dialog>
  );
}
