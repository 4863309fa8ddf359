import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SETTABLE_ASSESSMENT_STATUSES, type AssessmentSummary, type SettableAssessmentStatus } from '#domain/api/assessments.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { Button, type ButtonVariant } from '#web/components/ui/button.tsx';
import type { HeadingLevel } from '#web/components/ui/card.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { AssessmentReminders } from '#web/features/reminders/index.ts';
import { AssessmentStatusBadge, formatDate, formatDateTime } from './parts.tsx';
import { AudienceControl } from './audience-control.tsx';
import { useLifecycleSurveys } from './lifecycle-queries.ts';

const actionLabel: Record<SettableAssessmentStatus, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'assessment action' }),
  paused: msg({ message: 'Pause', context: 'assessment action' }),
  closed: msg({ message: 'Close', context: 'assessment action' }),
};
const actionVariant: Record<SettableAssessmentStatus, ButtonVariant> = { open: 'primary', paused: 'outline', closed: 'destructive' };

/** When it opened, or, while scheduled, when it opens by itself; a draft has not opened. */
function OpeningText({ assessment }: { assessment: AssessmentSummary }) {
  if (assessment.status === 'scheduled') {
    const date = formatDateTime(assessment.opensAt);
    return <Trans>Opens on {date}</Trans>;
  }
  if (assessment.status === 'draft') return <Trans>draft, not open yet</Trans>;
  const date = formatDate(assessment.openedAt);
  return <Trans>opened {date}</Trans>;
}

/** Its wave, its number of questions, and when it opened and closed. */
function Facts({ assessment }: { assessment: AssessmentSummary }) {
  const { wave, questionCount: count } = assessment;
  const closedOn = assessment.closedAt ? formatDate(assessment.closedAt) : null;
  return (
    <p className="text-sm text-slate-700">
      <Trans>
        Wave {wave} · <Plural value={count} one="# question" other="# questions" />
      </Trans>{' '}
      · <OpeningText assessment={assessment} />
      {closedOn && (
        <>
          {' '}
          · <Trans>closed {closedOn}</Trans>
        </>
      )}
    </p>
  );
}

/** The builder's address for an assessment with its own questions (`?draft=`), or for its next wave. */
const builderOf = (assessment: AssessmentSummary, part: 'draft' | 'nextWaveOf') =>
  `${paths.createAssessment}?${part}=${encodeURIComponent(assessment.id)}`;

/** Whether the button for `status` can be pressed: not the current status, nothing on a closed one, only Open on a scheduled one or a draft. */
function canChoose(assessment: AssessmentSummary, status: SettableAssessmentStatus): boolean {
  if (assessment.status === 'closed' || assessment.status === status) return false;
  return (assessment.status !== 'scheduled' && assessment.status !== 'draft') || status === 'open';
}

export interface AssessmentControlItemProps {
  assessment: AssessmentSummary;
  headingLevel: HeadingLevel;
  /** The status being set on this assessment now, if any. */
  pendingStatus: SettableAssessmentStatus | undefined;
  /** Another assessment's change is under way: one change at a time. */
  busyElsewhere: boolean;
  onChoose: (status: SettableAssessmentStatus) => void;
  /** Asks to delete it: offered only before it opens, while nobody can have answered it. */
  onDelete: () => void;
  deleting: boolean;
}

/** One assessment in the controls: its facts and status, and Open / Pause / Close. */
export function AssessmentControlItem({
  assessment,
  headingLevel: ItemHeading,
  pendingStatus,
  busyElsewhere,
  onChoose,
  onDelete,
  deleting,
}: AssessmentControlItemProps) {
  const { t } = useLingui();
  const { title } = assessment;
  const closed = assessment.status === 'closed';
  const unopened = assessment.status === 'draft' || assessment.status === 'scheduled';
  const lifecycle = useLifecycleSurveys().data?.some((survey) => survey.assessmentId === assessment.id) ?? false;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <ItemHeading className="font-semibold">{assessment.title}</ItemHeading>
          <Facts assessment={assessment} />
        </div>
        <AssessmentStatusBadge status={assessment.status} />
      </div>
      <div role="group" aria-label={t`Status of ${title}`} className="flex flex-wrap gap-2">
        {SETTABLE_ASSESSMENT_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={actionVariant[status]}
            disabled={!canChoose(assessment, status) || busyElsewhere}
            loading={pendingStatus === status}
            onClick={() => onChoose(status)}
          >
            {assessment.status === 'scheduled' && status === 'open' ? <Trans>Open now</Trans> : t(actionLabel[status])}
          </Button>
        ))}
      </div>
      {unopened && (
        <div>
          <Button size="sm" variant="outline" disabled={busyElsewhere} loading={deleting} onClick={onDelete}>
            <Trans>
              Delete<span className="sr-only">: {title}</span>
            </Trans>
          </Button>
        </div>
      )}
      {assessment.questionSetId === null && !assessment.importedAnswers && (
        <p className="text-sm">
          <Link to={builderOf(assessment, 'draft')} className={textLinkClass}>
            {assessment.status === 'draft' ? (
              <Trans>
                Edit draft<span className="sr-only">: {title}</span>
              </Trans>
            ) : (
              <Trans>
                View questions<span className="sr-only">: {title}</span>
              </Trans>
            )}
          </Link>
        </p>
      )}
      <AudienceControl assessment={assessment} />
      {/* A lifecycle survey goes to each newcomer or leaver by itself: nobody is reminded of it (decision 0066). */}
      {!closed && assessment.status !== 'draft' && !lifecycle && <AssessmentReminders assessment={assessment} />}
      {closed && (
        <p className="text-sm text-slate-700">
          {t(assessmentAdministrationMessages.closedCannotReopen)}{' '}
          <Link
            to={assessment.questionSetId === null ? builderOf(assessment, 'nextWaveOf') : paths.createAssessment}
            className={textLinkClass}
          >
            <Trans>Start a new wave</Trans>
          </Link>
        </p>
      )}
    </li>
  );
}
