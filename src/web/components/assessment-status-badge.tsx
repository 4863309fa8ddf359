import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssessmentStatus } from '#domain/api/assessments.ts';
import { Badge, type BadgeVariant } from '#web/components/ui/badge.tsx';

const statusLabel: Record<AssessmentStatus, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'assessment status' }),
  scheduled: msg({ message: 'Scheduled', context: 'assessment status' }),
  open: msg({ message: 'Open', context: 'assessment status' }),
  paused: msg({ message: 'Paused', context: 'assessment status' }),
  closed: msg({ message: 'Closed', context: 'assessment status' }),
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
  const { t } = useLingui();
  return (
    <Badge variant={statusVariant[status]}>
      <span className="sr-only">
        <Trans>Status:</Trans>{' '}
      </span>
      {t(statusLabel[status])}
    </Badge>
  );
}
