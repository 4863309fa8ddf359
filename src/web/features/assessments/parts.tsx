import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AssessmentSummary } from '#domain/api/assessments.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type HeadingLevel } from '#web/components/ui/card.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Progress } from '#web/components/ui/progress.tsx';

export { AssessmentStatusBadge } from '#web/components/assessment-status-badge.tsx';

/** The person's own progress on an assessment, in words, in the language shown. */
export function progressText(assessment: AssessmentSummary): string {
  if (assessment.myProgress.completed) return i18n._(msg({ message: 'Completed', context: 'my progress' }));
  const { answered } = assessment.myProgress;
  if (answered === 0 && !assessment.myProgress.started) return i18n._(msg`Not started`);
  const { questionCount } = assessment;
  return i18n._(msg`${answered} of ${questionCount} answered`);
}

/** Started (an answer saved or a participation begun) but not completed. */
/** The signed-in person's own progress bar, shown once they have started and until they finish. */
export function MyProgress({ assessment }: { assessment: AssessmentSummary }) {
  const { t } = useLingui();
  if (!isInProgress(assessment)) return null;
  const { title, questionCount } = assessment;
  const { answered } = assessment.myProgress;
  return (
    <Progress
      value={answered}
      max={questionCount}
      label={t`Your progress on ${title}`}
      valueText={t`${answered} of ${questionCount} answered`}
    />
  );
}

export function isInProgress(assessment: AssessmentSummary): boolean {
  return !assessment.myProgress.completed && (assessment.myProgress.answered > 0 || assessment.myProgress.started);
}

/** A date in the language shown (`i18n.date` keeps one formatter per language and style). */
export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : i18n.date(date, { dateStyle: 'medium' });
}

/** A date with its time, for a moment someone chose to the minute (when an assessment opens). */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The frame of an assessment page; its heading is the page's only <h1>. */
export function PageShell({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <section className={cn('mx-auto flex w-full flex-col gap-6 px-4 py-10', narrow ? 'max-w-3xl' : 'max-w-6xl')}>{children}</section>;
}

/** A page that only says something (no assessment, paused, completed…), with its actions. */
export function StateCard({
  title,
  description,
  children,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          {description && <CardDescription className="text-base text-slate-700">{description}</CardDescription>}
        </CardHeader>
        {(children || actions) && (
          <CardContent className="flex flex-col gap-4">
            {children}
            {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
          </CardContent>
        )}
      </Card>
    </div>
  );
}

const lowerLevels = { h1: 'h2', h2: 'h3', h3: 'h4', h4: 'h5', h5: 'h6' } as const satisfies Record<string, HeadingLevel>;

/** The heading level one below `level`, for titles inside a card whose own title is `level`. */
export function lowerHeading(level: Exclude<HeadingLevel, 'h6'>): HeadingLevel {
  return lowerLevels[level];
}
