import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssessmentSummary } from '#domain/api/assessments.ts';
import { assessmentMessages } from '#domain/messages/assessments.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type HeadingLevel } from '#web/components/ui/card.tsx';
import { AssessmentStatusBadge, formatDate, isInProgress, MyProgress, progressText } from './parts.tsx';

export interface AssessmentListProps {
  assessments: readonly AssessmentSummary[];
  /** Where Start / Continue leads for an assessment. */
  linkTo: (assessment: AssessmentSummary) => string;
  /** Heading level of each assessment's title, to fit the page outline. */
  headingLevel?: HeadingLevel;
}

/** Assessments as cards: facts, the person's own progress and, while open, Start or Continue. */
export function AssessmentList({ assessments, linkTo, headingLevel = 'h3' }: AssessmentListProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {assessments.map((assessment) => (
        <li key={assessment.id}>
          <AssessmentListItem assessment={assessment} to={linkTo(assessment)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function AssessmentListItem({ assessment, to, headingLevel }: { assessment: AssessmentSummary; to: string; headingLevel: HeadingLevel }) {
  const completed = assessment.myProgress.completed;
  const started = isInProgress(assessment);
  const canAnswer = assessment.status === 'open' && !completed;
  const { t, i18n } = useLingui();
  const { title } = assessment;
  const closesOn = formatDate(assessment.closesAt);
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as={headingLevel}>{assessment.title}</CardTitle>
          <AssessmentStatusBadge status={assessment.status} />
        </div>
        <CardDescription>{assessment.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-slate-700">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
          <dt className="font-medium text-slate-900">
            <Trans>Estimated time</Trans>
          </dt>
          <dd>{assessment.estimatedMinutes}</dd>
          <dt className="font-medium text-slate-900">
            <Trans>Questions</Trans>
          </dt>
          <dd>{i18n.number(assessment.questionCount)}</dd>
          <dt className="font-medium text-slate-900">
            <Trans>Your progress</Trans>
          </dt>
          <dd>{progressText(assessment)}</dd>
          {assessment.status !== 'closed' && assessment.closesAt && (
            <>
              <dt className="font-medium text-slate-900">
                <Trans>Closes</Trans>
              </dt>
              <dd>{t`Closes on ${closesOn}`}</dd>
            </>
          )}
        </dl>
        <MyProgress assessment={assessment} />
        {!completed && assessment.status === 'paused' && <p>{t(assessmentMessages.paused)}</p>}
        {!completed && assessment.status === 'closed' && <p>{t(assessmentMessages.closed)}</p>}
      </CardContent>
      {canAnswer && (
        <CardFooter className="mt-auto">
          <Link
            to={to}
            aria-label={started ? t`Continue ${title}` : t`Start ${title}`}
            className={buttonClasses({ variant: started ? 'secondary' : 'primary' })}
          >
            {started ? t`Continue` : t`Start`}
          </Link>
        </CardFooter>
      )}
    </Card>
  );
}
