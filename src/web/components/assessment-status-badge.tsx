import type { AssessmentStatus } from '#domain/api/assessments.ts';
import { Badge, type BadgeVariant } from '#web/components/ui/badge.tsx';

const statusLabel: Record<AssessmentStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  open: 'Open',
  paused: 'Paused',
  closed: 'Closed',
};
const statusVariant: Record<AssessmentStatus, BadgeVariant> = {
  draft: 'neutral',
  scheduled: 'info',
  open: 'success',
  paused: 'warning',
  closed: 'neutral',
};

/** An assessment's status as a badge, named for screen readers: the same wherever assessments are listed. */
export function AssessmentStatusBadge({ status }: { status: AssessmentStatus }) {
  return (
    <Badge variant={statusVariant[status]}>
      <span className="sr-only">Status: </span>
      {statusLabel[status]}
    </Badge>
  );
}
