import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { errorMessage, isNoOrganisation } from '#web/api-errors.ts';
import { NoOrganisationCard } from '#web/components/no-organisation.tsx';
import { ApiError } from '#web/api-client.ts';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { EmptyState } from './score-parts.tsx';

export { AssessmentStatusBadge as StatusBadge } from '#web/components/assessment-status-badge.tsx';

/** A failed load in place of the figures, with the server's reason and a way to try again (or the way into an organisation). */
export function LoadFailed({ title, text, error, onRetry }: { title: string; text: string; error?: unknown; onRetry: () => void }) {
  if (isNoOrganisation(error)) return <NoOrganisationCard />;
  const reason = errorMessage(error, '');
  return (
    <FormMessage tone="error">
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
      {reason && reason !== text && <p className="mt-1">{reason}</p>}
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </FormMessage>
  );
}

/** The frame of a results page; its heading is the page's only <h1>. */
export function PageFrame({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={cn('mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10', className)}>{children}</section>;
}

/**
 * The chosen assessment is not one the server will show here: unknown, another organisation's,
 * or not an assessment id at all (the server answers 404 or 400 alike, saying nothing more).
 */
export function isUnknownAssessment(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * In place of one assessment's figures when they could not be loaded: 'Assessment not found'
 * with a way back when the assessment is unknown, otherwise the failure and a retry.
 */
export function AssessmentLoadFailed({
  error,
  back,
  title,
  text,
  onRetry,
}: {
  error: unknown;
  back: { to: string; label: string };
  title: string;
  text: string;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (isUnknownAssessment(error)) {
    return (
      <EmptyState title={t`Assessment not found`} text={t`This assessment does not exist or belongs to another organisation.`}>
        <Link to={back.to} className={textLinkClass}>
          {back.label}
        </Link>
      </EmptyState>
    );
  }
  return <LoadFailed title={title} text={text} error={error} onRetry={onRetry} />;
}
