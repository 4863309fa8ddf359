import { Link, useNavigate } from 'react-router';
import { ASSESSMENT_DESCRIPTION_MAX_LENGTH, ASSESSMENT_TITLE_MAX_LENGTH, CreateAssessmentFormSchema } from '#domain/api/assessments.ts';
import { estimatedMinutes } from '#domain/assessment-durations.ts';
import { assessmentMessages } from '#domain/messages/assessments.ts';
import { CATEGORY_SET_IDS, getQuestionSet, questionsForSet, type QuestionSetId } from '#domain/question-bank.ts';
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
import { useLingui } from '@lingui/react/macro';

const DEFAULT_SET: QuestionSetId = 'default-assessment';

/** The sets an organisation may start: its selected categories (in the bank's order), then the default set. */
export function availableSets(selectedCategories: readonly string[]): QuestionSetId[] {
  return [...CATEGORY_SET_IDS.filter((id) => selectedCategories.includes(id)), DEFAULT_SET];
}

function SetDetails({ id }: { id: QuestionSetId }) {
  const set = getQuestionSet(id);
  return (
    <span className="flex flex-col gap-0.5">
      <span>{set.description}</span>
      <span>
        Domains: {set.domains.map((domain) => domain.label).join(', ')} · {questionsForSet(id).length} questions · about{' '}
        {estimatedMinutes[id]}
      </span>
    </span>
  );
}

/** Starts an assessment from one of the organisation's question sets as it is (the first part of /create-assessment). */
export function BuiltInSetForm() {
  const { t } = useLingui();
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

  const handleSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (created) => {
        const scheduled = created.status === 'scheduled';
        toast({
          title: t(scheduled ? assessmentMessages.scheduledTitle : assessmentMessages.createdTitle),
          description: t(
            scheduled
              ? assessmentMessages.scheduledText(created.title, formatDateTime(created.opensAt))
              : assessmentMessages.createdText(created.title),
          ),
          variant: 'success',
        });
        void navigate(paths.dashboard);
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast({
          title: t(assessmentMessages.createFailedTitle),
          description: errorMessage(error, t(assessmentMessages.createFailed)),
          variant: 'destructive',
        });
      },
    }),
  );
  const title = form.field('title');
  const description = form.field('description');
  const opensAt = form.field('opensAt');
  const closesAt = form.field('closesAt');

  const chosen = getQuestionSet(questionSetId);

  return (
    <>
      {noCategories && (
        <FormMessage tone="notice">
          <p>
            Your organisation has not selected any assessment categories yet, so only the default organisational assessment is available.{' '}
            <Link to={paths.setup} className={textLinkClass}>
              Choose categories in the setup wizard
            </Link>
            .
          </p>
        </FormMessage>
      )}

      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Question set</CardTitle>
            <CardDescription>Each set is a fixed list of agree-or-disagree statements.</CardDescription>
          </CardHeader>
          <CardContent>
            <RadioGroup
              legend="Choose a question set"
              hideLegend
              name="questionSetId"
              value={questionSetId}
              onChange={(value) => form.setValue('questionSetId', sets.find((id) => id === value) ?? DEFAULT_SET)}
              options={sets.map((id) => ({
                value: id,
                label: <span className="font-medium">{getQuestionSet(id).title}</span>,
                description: <SetDetails id={id} />,
              }))}
              error={form.formState.errors.questionSetId?.message}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Details (optional)</CardTitle>
            <CardDescription>Leave these empty to use the question set&apos;s own title and description.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Field label="Title" hint={`At most ${ASSESSMENT_TITLE_MAX_LENGTH} characters.`} error={title.error}>
              <Input {...inputPropsOf(title)} maxLength={ASSESSMENT_TITLE_MAX_LENGTH} placeholder={chosen.title} />
            </Field>
            <Field label="Description" hint={`At most ${ASSESSMENT_DESCRIPTION_MAX_LENGTH} characters.`} error={description.error}>
              <Textarea {...inputPropsOf(description)} maxLength={ASSESSMENT_DESCRIPTION_MAX_LENGTH} placeholder={chosen.description} />
            </Field>
            <ScheduleFields opensAt={opensAt} closesAt={closesAt} />
          </CardContent>
        </Card>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? 'Starting…' : 'Start Assessment'}
          </Button>
          <Link to={paths.dashboard} className={buttonClasses({ variant: 'outline' })}>
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
