import { Link, useNavigate } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ASSESSMENT_DESCRIPTION_MAX_LENGTH, ASSESSMENT_TITLE_MAX_LENGTH, CreateAssessmentFormSchema } from '#domain/api/assessments.ts';
import { listIn } from '#domain/list-format.ts';
import { estimatedMinutes } from '#domain/assessment-durations.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { isLocale, type Locale } from '#domain/locales.ts';
import { CATEGORY_SET_IDS, getQuestionSet, questionsForSet, type QuestionSetId } from '#domain/question-bank.ts';
import { domainLabelIn, setWordingIn } from '#domain/question-translations.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import { errorMessage } from '#web/api-errors.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { formatDateTime } from './parts.tsx';
import { useCreateAssessment } from './queries.ts';
import { ScheduleFields } from './schedule-fields.tsx';

const DEFAULT_SET: QuestionSetId = 'default-assessment';

/** The sets an organisation may start: its selected categories (in the bank's order), then the default set. */
export function availableSets(selectedCategories: readonly string[]): QuestionSetId[] {
  return [...CATEGORY_SET_IDS.filter((id) => selectedCategories.includes(id)), DEFAULT_SET];
}

/** A built-in set's title, description and domain labels in the shown language, where the set has it. */
function shownSet(id: QuestionSetId, locales: readonly Locale[]) {
  const set = setWordingIn(getQuestionSet(id), locales);
  return { ...set, domains: set.domains.map((domain) => ({ ...domain, label: domainLabelIn(domain.key, domain.label, locales) })) };
}

function useShownLocales(): Locale[] {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? [i18n.locale] : [];
}

function SetDetails({ id }: { id: QuestionSetId }) {
  const set = shownSet(id, useShownLocales());
  const { i18n } = useLingui();
  const domains = listIn(
    i18n,
    set.domains.map((domain) => domain.label),
  );
  const count = questionsForSet(id).length;
  const minutes = estimatedMinutes[id];
  return (
    <span className="flex flex-col gap-0.5">
      <span>{set.description}</span>
      <span>
        <Trans>
          Domains: {domains} · <Plural value={count} one="# question" other="# questions" /> · about {minutes}
        </Trans>
      </span>
    </span>
  );
}

/** Starts an assessment from one of the organisation's question sets as it is (the first part of /create-assessment). */
export function BuiltInSetForm() {
  const { t } = useLingui();
  const locales = useShownLocales();
  const { organisation } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateAssessment();
  const selectedCategories = organisation?.selectedCategories ?? [];
  const sets = availableSets(selectedCategories);
  const noCategories = sets.length === 1;

  const form = useSchemaForm(CreateAssessmentFormSchema, {
    questionSetId: sets[0] ?? DEFAULT_SET,
    title: '',
    description: '',
    opensAt: '',
    closesAt: '',
  });
  const questionSetId = form.watch('questionSetId');

  // Left empty, the title and description are the set's own, in the language shown (the server's are the source language's).
  const ownWording = <I extends { questionSetId: QuestionSetId; title?: string | undefined; description?: string | undefined }>(
    input: I,
  ): I => {
    const source = getQuestionSet(input.questionSetId);
    const shown = setWordingIn(source, locales);
    return {
      ...input,
      title: input.title ?? (shown.title === source.title ? undefined : shown.title),
      description: input.description ?? (shown.description === source.description ? undefined : shown.description),
    };
  };
  const handleSubmit = form.handleSubmit((input) =>
    create.mutate(ownWording(input), {
      onSuccess: (created) => {
        const scheduled = created.status === 'scheduled';
        toast({
          title: t(scheduled ? assessmentAdministrationMessages.scheduledTitle : assessmentAdministrationMessages.createdTitle),
          description: t(
            scheduled
              ? assessmentAdministrationMessages.scheduledText(created.title, formatDateTime(created.opensAt))
              : assessmentAdministrationMessages.createdText(created.title),
          ),
          variant: 'success',
        });
        void navigate(paths.dashboard);
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast({
          title: t(assessmentAdministrationMessages.createFailedTitle),
          description: errorMessage(error, t(assessmentAdministrationMessages.createFailed)),
          variant: 'destructive',
        });
      },
    }),
  );
  const title = form.field('title');
  const description = form.field('description');
  const opensAt = form.field('opensAt');
  const closesAt = form.field('closesAt');

  const chosen = shownSet(questionSetId, locales);

  return (
    <>
      {noCategories && (
        <FormMessage tone="notice">
          <p>
            <Trans>
              Your organisation has not selected any assessment categories yet, so only the default organisational assessment is available.{' '}
              <Link to={paths.setup} className={textLinkClass}>
                Choose categories in the setup wizard
              </Link>
              .
            </Trans>
          </p>
        </FormMessage>
      )}

      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Question set</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Each set is a fixed list of agree-or-disagree statements.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <RadioGroup
              legend={t`Choose a question set`}
              hideLegend
              name="questionSetId"
              value={questionSetId}
              onChange={(value) => form.setValue('questionSetId', sets.find((id) => id === value) ?? DEFAULT_SET)}
              options={sets.map((id) => ({
                value: id,
                label: <span className="font-medium">{shownSet(id, locales).title}</span>,
                description: <SetDetails id={id} />,
              }))}
              error={form.formState.errors.questionSetId?.message}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Details (optional)</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Leave these empty to use the question set&apos;s own title and description.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Field label={t`Title`} hint={t`At most ${ASSESSMENT_TITLE_MAX_LENGTH} characters.`} error={title.error}>
              <Input {...inputPropsOf(title)} maxLength={ASSESSMENT_TITLE_MAX_LENGTH} placeholder={chosen.title} />
            </Field>
            <Field label={t`Description`} hint={t`At most ${ASSESSMENT_DESCRIPTION_MAX_LENGTH} characters.`} error={description.error}>
              <Textarea {...inputPropsOf(description)} maxLength={ASSESSMENT_DESCRIPTION_MAX_LENGTH} placeholder={chosen.description} />
            </Field>
            <ScheduleFields opensAt={opensAt} closesAt={closesAt} />
          </CardContent>
        </Card>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? <Trans>Starting…</Trans> : <Trans>Start Assessment</Trans>}
          </Button>
          <Link to={paths.dashboard} className={buttonClasses({ variant: 'outline' })}>
            <Trans>Cancel</Trans>
          </Link>
        </div>
      </form>
    </>
  );
}
