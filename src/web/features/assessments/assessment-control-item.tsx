import { Link } from 'react-router';
import { SETTABLE_ASSESSMENT_STATUSES, type AssessmentSummary, type SettableAssessmentStatus } from '#domain/api/assessments.ts';
import { assessmentMessages } from '#domain/messages/assessments.ts';
import { Button, type ButtonVariant } from '#web/components/ui/button.tsx';
import type { HeadingLevel } from '#web/components/ui/card.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { AssessmentReminders } from '#web/features/reminders/index.ts';
import { AssessmentStatusBadge, formatDate, formatDateTime } from './parts.tsx';
import { useLingui } from '@lingui/react/macro';

const actionLabel: Record<SettableAssessmentStatus, string> = { open: 'Open', paused: 'Pause', closed: 'Close' };
const actionVariant: Record<SettableAssessmentStatus, ButtonVariant> = { open: 'primary', paused: 'outline', closed: 'destructive' };

/** When it opened, or, while scheduled, when it opens by itself; a draft has not opened. */
function openingText(assessment: AssessmentSummary): string {
  if (assessment.status === 'scheduled') return `Opens on ${formatDateTime(assessment.opensAt)}`;
  if (assessment.status === 'draft') return 'draft, not open yet';
  return `opened ${formatDate(assessment.openedAt)}`;
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
  const closed = assessment.status === 'closed';
  const unopened = assessment.status === 'draft' || assessment.status === 'scheduled';
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <ItemHeading className="font-semibold">{assessment.title}</ItemHeading>
          <p className="text-sm text-slate-700">
            Wave {assessment.wave} · {assessment.questionCount} questions · {openingText(assessment)}
            {assessment.closedAt && ` · closed ${formatDate(assessment.closedAt)}`}
          </p>
        </div>
        <AssessmentStatusBadge status={assessment.status} />
      </div>
      <div role="group" aria-label={`Status of ${assessment.title}`} className="flex flex-wrap gap-2">
        {SETTABLE_ASSESSMENT_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={actionVariant[status]}
            disabled={!canChoose(assessment, status) || busyElsewhere}
            loading={pendingStatus === status}
            onClick={() => onChoose(status)}
          >
            {assessment.status === 'scheduled' && status === 'open' ? 'Open now' : actionLabel[status]}
          </Button>
        ))}
      </div>
      {unopened && (
        <div>
          <Button size="sm" variant="outline" disabled={busyElsewhere} loading={deleting} onClick={onDelete}>
            Delete<span className="sr-only">: {assessment.title}</span>
          </Button>
        </div>
      )}
      {assessment.questionSetId === null && !assessment.importedAnswers && (
        <p className="text-sm">
          <Link to={builderOf(assessment, 'draft')} className={textLinkClass}>
            {assessment.status === 'draft' ? 'Edit draft' : 'View questions'}
            <span className="sr-only">: {assessment.title}</span>
          </Link>
        </p>
      )}
      {!closed && assessment.status !== 'draft' && <AssessmentReminders assessment={assessment} />}
      {closed && (
        <p className="text-sm text-slate-700">
          {t(assessmentMessages.closedCannotReopen)}{' '}
          <Link
            to={assessment.questionSetId === null ? builderOf(assessment, 'nextWaveOf') : paths.createAssessment}
            className={textLinkClass}
          >
            Start a new wave
          </Link>
        </p>
      )}
    </li>
  );
}
