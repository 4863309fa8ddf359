import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { assessmentMessages } from '#domain/messages/assessments.ts';
import { ApiError } from '#web/api-client.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { useAuth } from '#web/features/accounts/index.ts';
import { paths } from '#web/paths.ts';
import { StateCard } from './parts.tsx';
import type { useQuestionnaire } from './queries.ts';
import type { ActionPlan } from '#domain/api/action-plans.ts';
import { intlLocaleOf } from '#domain/locales.ts';
import { ROADMAP_STATUS_LABELS } from '#domain/roadmap-status.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { currentLocale } from '#web/i18n/locale.ts';

/*
 * What the respondent's page shows instead of the questions, loaded with its texts only when
 * shown (questionnaire.tsx): someone who opens an assessment to answer it needs none of this
 * for the first question.
 */

export interface QuestionnaireStateProps {
  query: ReturnType<typeof useQuestionnaire>;
  returnTo: { to: string; label: string } | undefined;
}

/** Why the questions are not shown: not found, not loaded, completed, closed, not open yet, paused, or none. */
export function QuestionnaireState({ query, returnTo }: QuestionnaireStateProps) {
  const { t } = useLingui();
  // A session from an e-mailed answer link reaches no other page (decision 0056): no way back to offer.
  const { answeringOnly } = useAuth();
  const returnLink = answeringOnly ? null : (
    <Link to={returnTo?.to ?? paths.dashboard} className={buttonClasses({ variant: 'outline' })}>
      {returnTo?.label ?? t`Return to Dashboard`}
    </Link>
  );

  if (query.isError) {
    if (
      query.error instanceof ApiError &&
      (query.error.status === 404 || query.error.code === 'bad_request' || query.error.code === 'validation_failed')
    ) {
      return (
        <StateCard
          title={t`Assessment not found`}
          description={t`This assessment does not exist or is not part of your organisation.`}
          actions={returnLink}
        />
      );
    }
    return (
      <StateCard
        title={t`Error loading assessment`}
        actions={
          <>
            <Button onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
            {returnLink}
          </>
        }
      >
        <FormMessage tone="error">{errorMessage(query.error, t`The assessment could not be loaded. Please try again.`)}</FormMessage>
      </StateCard>
    );
  }
  if (!query.data) return null;
  const { assessment } = query.data;
  const savedCount = Object.keys(query.data.answers).length;
  const questionCount = query.data.questions.length;

  if (assessment.myProgress.completed) {
    return (
      <StateCard title={t`You have completed this assessment`} description={assessment.title} actions={returnLink}>
        <p className="text-slate-700">
          <Trans>Thank you for taking part. Answers cannot be changed after completion.</Trans>
        </p>
      </StateCard>
    );
  }
  // Only those who manage assessments reach a scheduled one; nobody answers it before it opens.
  if (assessment.status === 'closed' || assessment.status === 'scheduled') {
    return (
      <StateCard title={assessment.title} actions={returnLink}>
        <FormMessage tone="notice">
          {t(assessment.status === 'closed' ? assessmentMessages.closed : assessmentMessages.notYetOpen)}
        </FormMessage>
      </StateCard>
    );
  }
  if (assessment.status === 'paused') {
    return (
      <StateCard
        title={assessment.title}
        actions={
          <>
            <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
              <Trans>Check again</Trans>
            </Button>
            {returnLink}
          </>
        }
      >
        <FormMessage tone="notice">{t(assessmentMessages.paused)}</FormMessage>
        <p className="text-slate-700">
          <Trans>
            {savedCount} of {questionCount} questions answered and saved so far.
          </Trans>
        </p>
      </StateCard>
    );
  }
  return <StateCard title={assessment.title} description={t`This assessment has no questions yet.`} actions={returnLink} />;
}

/**
 * After completing from an e-mailed answer link (decision 0056): the thanks here, since every
 * other page would ask a session for answering only to sign in.
 */
export function CompletionThanks({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <StateCard title={t(assessmentMessages.completeTitle)} description={title}>
      <p className="text-slate-700">
        <Trans>Thank you for taking part. Your answers are stored anonymously.</Trans>
      </p>
    </StateCard>
  );
}

/**
 * "You said, we did" on the answering page (decision 0061), with the states that are loaded only
 * when shown (questionnaire.tsx): here only when there is an action to show. It is the dashboard's
 * card in fewer parts, with its own imports, so that no chunk of the dashboard is split differently.
 */
export function SharedActionsOnPage({ plans }: { plans: readonly ActionPlan[] }) {
  const { t } = useLingui();
  // A due date (YYYY-MM-DD) in the reader's words; noon UTC keeps it the same day everywhere.
  const dates = new Intl.DateTimeFormat(intlLocaleOf(currentLocale()), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-10">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>You said, we did</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>What is being done about the last results.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-4">
            {plans.map((plan) => {
              const status = t(ROADMAP_STATUS_LABELS[plan.status]);
              const due = dates.format(new Date(`${plan.dueOn}T12:00:00Z`));
              const latest = plan.updates.at(-1)?.note;
              return (
                <li key={plan.id} className="flex flex-col gap-1 border-t border-slate-200 pt-3">
                  <h3 className="font-semibold">{plan.title}</h3>
                  <p className="text-sm text-slate-700">
                    {status} · <Trans>Due {due}</Trans>
                  </p>
                  {plan.description && <p className="text-slate-800">{plan.description}</p>}
                  {latest && (
                    <p className="text-sm text-slate-700">
                      <Trans>Latest: {latest}</Trans>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
