import { Link } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { assessmentMessages } from '#domain/messages/assessments.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type HeadingLevel } from '#web/components/ui/card.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { assessmentPath } from '#web/paths.ts';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { isInProgress, MyProgress, lowerHeading, progressText } from './parts.tsx';
import { isOpen, useRespondentAssessments } from './queries.ts';

export interface EmployeeAssessmentCardProps {
  /** Heading level of the card's title (default h2); each assessment's title is one level below. */
  headingLevel?: Exclude<HeadingLevel, 'h6'>;
  className?: string;
}

/**
 * The start-assessment card of the dashboard: the organisation's open assessments with the
 * signed-in person's own progress and Start / Continue, or 'No Active Assessment'.
 */
export function EmployeeAssessmentCard({ headingLevel = 'h2', className }: EmployeeAssessmentCardProps) {
  const list = useRespondentAssessments();
  const ItemHeading = lowerHeading(headingLevel);
  const { t } = useLingui();

  let title = t`Your assessments`;
  let description = t`Your answers are anonymous: results are only shown for groups of at least six people.`;
  let body;
  if (list.isPending) body = <LoadingState label={t`Loading assessments…`} />;
  else if (list.isError) {
    body = <LoadFailedMessage title={t`Error loading assessments`} error={list.error} onRetry={() => void list.refetch()} />;
  } else {
    const open = list.data.filter(isOpen);
    if (open.length === 0) {
      title = t(assessmentMessages.noActiveTitle);
      description = t(assessmentMessages.noActiveText);
    } else {
      // Each assessment keeps the size it opened with; the smallest of them is what holds for all.
      const groupSize = Math.min(...open.map((assessment) => assessment.minimumGroupSize));
      description = t`Your answers are anonymous: results are only shown for groups of at least ${groupSize} people.`;
      body = (
        <ul className="flex flex-col divide-y divide-slate-200">
          {open.map((assessment) => {
            const completed = assessment.myProgress.completed;
            const started = isInProgress(assessment);
            const { title: assessmentTitle, questionCount, estimatedMinutes } = assessment;
            const progress = progressText(assessment);
            return (
              <li key={assessment.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
                <div className="flex flex-col gap-1">
                  <ItemHeading className="font-semibold">{assessment.title}</ItemHeading>
                  <p className="text-sm text-slate-700">
                    <Trans>
                      <Plural value={questionCount} one="# question" other="# questions" /> · about {estimatedMinutes} · {progress}
                    </Trans>
                  </p>
                </div>
                <MyProgress assessment={assessment} />
                {completed ? (
                  <p className="text-sm text-green-800">
                    <Trans>You have completed this assessment. Thank you for taking part.</Trans>
                  </p>
                ) : (
                  <div>
                    <Link
                      to={assessmentPath(assessment.id)}
                      aria-label={started ? t`Continue Assessment: ${assessmentTitle}` : t`Start Assessment: ${assessmentTitle}`}
                      className={buttonClasses({ variant: started ? 'secondary' : 'primary' })}
                    >
                      {started ? t`Continue Assessment` : t`Start Assessment`}
                    </Link>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      );
    }
  }

  return (
    <Card className={cn(className)}>
      <CardHeader>
        <CardTitle as={headingLevel}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {body && <CardContent>{body}</CardContent>}
    </Card>
  );
}
