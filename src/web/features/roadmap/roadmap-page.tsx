import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RoadmapResponse } from '#domain/api/roadmap.ts';
import { roadmapMessages } from '#domain/messages.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths, resultsDashboardPath } from '#web/paths.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { userCan, useAuth } from '#web/features/accounts/index.ts';
import { errorMessage } from '#web/api-errors.ts';
import { AssessmentLoadFailed, EmptyState, isUnknownAssessment, useFailureToast } from '#web/features/results/index.ts';
import { AssessmentPicker, useChosenAssessment } from './assessment-picker.tsx';
import { useGenerateRoadmap, useRoadmap } from './queries.ts';
import { InsufficientDataCard, RoadmapItemCard } from './roadmap-parts.tsx';
import { assessmentHeading } from '#domain/assessment-name.ts';
import { ActionPlansSection } from '#web/features/action-plans/index.ts';

/**
 * /roadmap (administrators and managers): at most three priority actions drawn from the domains
 * with the largest gaps that still need one, generated once per assessment from its shown
 * results, and worked through from not started to done. The rule is said on the page.
 */
export function RoadmapPage() {
  const [chosenId, choose] = useChosenAssessment();
  const roadmap = useRoadmap(chosenId);
  const { toast } = useToast();
  const { t } = useLingui();
  useFailureToast(roadmap.errorUpdatedAt, roadmap.isError && !isUnknownAssessment(roadmap.error), () =>
    toast({ title: t(roadmapMessages.loadFailedTitle), description: t(roadmapMessages.loadFailedText), variant: 'destructive' }),
  );

  let body;
  if (roadmap.isPending) body = <LoadingState label={t`Loading the roadmap…`} />;
  else if (roadmap.isError) {
    body = (
      <AssessmentLoadFailed
        error={roadmap.error}
        back={{ to: paths.roadmap, label: t`Show the latest roadmap` }}
        title={t(roadmapMessages.loadFailedTitle)}
        text={t(roadmapMessages.loadFailedText)}
        onRetry={() => void roadmap.refetch()}
      />
    );
  } else body = <RoadmapBody data={roadmap.data} chosenId={chosenId} />;

  const current = roadmap.data?.assessment;
  const heading = current ? t(assessmentHeading(current)) : '';
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t(roadmapMessages.title)}</h1>
        {current && (
          <p className="text-slate-700">
            <Trans>
              For <span className="font-medium text-slate-900">{heading}</span>.
            </Trans>
          </p>
        )}
        <p className="text-slate-700">{t(roadmapMessages.rule)}</p>
      </header>
      <AssessmentPicker currentId={chosenId ?? current?.id} onChange={choose} purpose="roadmap" />
      {body}
    </section>
  );
}

function RoadmapBody({ data, chosenId }: { data: RoadmapResponse; chosenId: string | undefined }) {
  const { user } = useAuth();
  const { t } = useLingui();
  const mayCreateAssessment = userCan(user, 'manageAssessments');
  // The assessment's own minimum group size (decision 0037).
  const { assessment, items, responses, canGenerate, threshold } = data;

  if (!assessment) {
    return (
      <EmptyState
        title={t(roadmapMessages.noRoadmapTitle)}
        text={`${t(roadmapMessages.noActiveAssessment)}. ${t`A roadmap is generated from an assessment’s results once at least ${threshold} people have answered it.`}`}
      >
        {mayCreateAssessment && (
          <Link to={paths.createAssessment} className={buttonClasses({ size: 'sm' })}>
            <Trans>Create Assessment</Trans>
          </Link>
        )}
      </EmptyState>
    );
  }

  if (items.length > 0) {
    return (
      <>
        <RoadmapItems data={data} />
        <ActionPlansSection assessmentId={assessment.id} items={items} />
      </>
    );
  }
  if (canGenerate) return <ReadyCard data={data} chosenId={chosenId} />;
  if (data.noActionNeeded) {
    return (
      <EmptyState title={t(roadmapMessages.noActionNeededTitle)} text={t(roadmapMessages.noActionNeededText(assessment.title))}>
        <Link to={resultsDashboardPath(assessment.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Trans>View Results</Trans>
        </Link>
      </EmptyState>
    );
  }
  if (responses < threshold) return <InsufficientDataCard responses={responses} threshold={threshold} />;
  // Enough people completed, but no domain reached the size in answers (e.g. many "Prefer not to say").
  const title = assessment.title;
  return (
    <EmptyState
      title={t(roadmapMessages.noRoadmapTitle)}
      text={t`${title} has ${plural(responses, { one: '# response', other: '# responses' })}, but no domain has answers from at least ${threshold} people yet, so no roadmap can be generated.`}
    >
      <Link to={resultsDashboardPath(assessment.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        <Trans>View Results</Trans>
      </Link>
    </EmptyState>
  );
}

function ReadyCard({ data, chosenId }: { data: RoadmapResponse; chosenId: string | undefined }) {
  const generate = useGenerateRoadmap(chosenId);
  const { toast } = useToast();
  const { t } = useLingui();
  const assessment = data.assessment;
  if (!assessment) return null;
  const title = assessment.title;
  const responses = data.responses;

  function handleGenerate(assessmentId: string) {
    generate.mutate(assessmentId, {
      onSuccess: (roadmap) =>
        toast({
          title: t(roadmapMessages.generatedTitle),
          description: t(roadmapMessages.generatedText(roadmap.items.length)),
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: t(roadmapMessages.generateFailedTitle),
          description: errorMessage(error, t(roadmapMessages.generateFailedDefault)),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Card className="border-brand-100">
      <CardHeader>
        <CardTitle>
          <Trans>Ready to generate your roadmap</Trans>
        </CardTitle>
        <CardDescription className="text-base text-slate-700">
          <Trans>
            {title} has <Plural value={responses} one="# response" other="# responses" />, enough to show results. Generating creates at
            most three priority actions, each with a first step, a suggested owner and a timeframe, from the domains with the largest gaps
            that score below Excellent.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button loading={generate.isPending} onClick={() => handleGenerate(assessment.id)}>
          {generate.isPending ? t`Generating…` : t`Generate Roadmap`}
        </Button>
      </CardFooter>
    </Card>
  );
}

function RoadmapItems({ data }: { data: RoadmapResponse }) {
  const { items } = data;
  const { t } = useLingui();
  const done = items.filter((item) => item.status === 'done').length;
  const total = items.length;
  const progress = t`${done} of ${total} actions done`;
  const title = data.assessment?.title;
  return (
    <section aria-labelledby="roadmap-actions-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3">
        <h2 id="roadmap-actions-heading" className="text-xl font-semibold">
          <Trans>Priority actions</Trans>
        </h2>
        <Progress value={done} max={items.length} label={t`Roadmap progress`} valueText={progress} className="max-w-md" />
        <p className="text-sm text-slate-700">{progress}</p>
      </div>
      <ol className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <RoadmapItemCard item={item} />
          </li>
        ))}
      </ol>
      {data.assessment && (
        <p className="text-sm text-slate-700">
          <Trans>The actions come from the domain scores of {title}.</Trans>{' '}
          <Link to={resultsDashboardPath(data.assessment.id)} className={textLinkClass}>
            <Trans>View the results</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}
