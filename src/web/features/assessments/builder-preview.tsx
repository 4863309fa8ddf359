import { useId, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { directionOf, isLocale, LOCALE_NAMES, LOCALES, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';
import { questionIn } from '#domain/question-translations.ts';
import type { QuestionnaireQuestion } from '#domain/api/assessments.ts';
import { COMMENT_MAX_LENGTH, questionKinds, type QuestionKind } from '#domain/question-kinds.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { domainLabelsOf, translationsOf, type DraftForm } from './builder-model.ts';

/*
 * The preview draws each kind with the same controls, options and texts as the respondent's page
 * (answer-input.tsx, src/domain/answer-scale.ts) without importing them: a module both pages
 * import becomes a chunk of its own, one more file for the respondent's page, which is at its
 * JavaScript budget (decision 0040). builder-preview.test.ts holds the two scales equal.
 */

/** The answer scale as answer-scale.ts has it: 1 to 5, then Prefer not to say. */
export const PREVIEW_SCALE = [
  msg({ message: 'Strongly Disagree', context: 'answer scale' }),
  msg({ message: 'Disagree', context: 'answer scale' }),
  msg({ message: 'Neutral', context: 'answer scale' }),
  msg({ message: 'Agree', context: 'answer scale' }),
  msg({ message: 'Strongly Agree', context: 'answer scale' }),
  msg({ message: 'Prefer not to say', context: 'answer scale' }),
] as const;

type PreviewProps<K extends QuestionKind> = {
  question: Extract<QuestionnaireQuestion, { kind: K }>;
  legend: ReactNode;
  value: string;
  onChange: (value: string) => void;
};

function CommentPreview({ legend, value, onChange }: PreviewProps<'comment'>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id}>{legend}</label>
      <p className="text-sm text-slate-700">
        <Trans>Optional. Shown to administrators only with the comments of at least six people, never with a name, team or time.</Trans>
      </p>
      <Textarea id={id} value={value} maxLength={COMMENT_MAX_LENGTH} rows={6} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function Radios({
  question,
  options,
  legend,
  value,
  onChange,
}: Omit<PreviewProps<QuestionKind>, 'question'> & { question: QuestionnaireQuestion; options: readonly string[] }) {
  const { t } = useLingui();
  const choices = [...options.map((label, index) => ({ value: String(index + 1), label })), { value: 'none', label: t(PREVIEW_SCALE[5]) }];
  return (
    <RadioGroup key={question.id} name={`preview-${question.id}`} legend={legend} options={choices} value={value} onChange={onChange} />
  );
}

function AgreementPreview(props: PreviewProps<'agreement'>) {
  const { t } = useLingui();
  return <Radios {...props} options={PREVIEW_SCALE.slice(0, 5).map((label) => t(label))} />;
}

const NET_PROMOTER_SCORES = Array.from({ length: 11 }, (_, score) => String(score));

/** Each kind's control in the preview, as answer-input.tsx draws it for the people answering. */
const previewInputs: { [K in QuestionKind]: (props: PreviewProps<K>) => ReactNode } = {
  agreement: AgreementPreview,
  'single-choice': (props) => <Radios {...props} options={props.question.options} />,
  enps: (props) => <Radios {...props} options={NET_PROMOTER_SCORES} />,
  comment: CommentPreview,
};

function PreviewInput(props: PreviewProps<QuestionKind> & { question: QuestionnaireQuestion }) {
  const Input = previewInputs[props.question.kind] as (props: PreviewProps<QuestionKind>) => ReactNode;
  return <Input {...props} />;
}

type Blanks = { text: string; domain: string; option: (number: number) => string };

/** The questions as the respondent's page receives them, in the language previewed (else as written); blanks shown as such. */
function previewQuestions(form: DraftForm, locale: Locale, blanks: Blanks): QuestionnaireQuestion[] {
  const labels = domainLabelsOf(form.questions);
  return form.questions.map((question, index) => {
    const hasOptions = questionKinds[question.kind].hasOptions;
    const shown = questionIn(
      {
        id: question.key,
        text: question.text,
        domain: question.domain,
        domainLabel: question.domain,
        order: index + 1,
        required: questionKinds[question.kind].alwaysOptional === null && question.required,
        kind: question.kind,
        ...(hasOptions ? { options: question.options } : {}),
        translations: translationsOf(question, labels),
      },
      [locale],
    );
    const base = { ...shown, text: shown.text.trim() || blanks.text, domainLabel: shown.domainLabel.trim() || blanks.domain };
    if (!hasOptions || !('options' in shown)) return base as QuestionnaireQuestion;
    return { ...base, options: (shown.options ?? []).map((option, at) => option.trim() || blanks.option(at + 1)) } as QuestionnaireQuestion;
  });
}

/** The draft one question at a time, as the people answering will see it; nothing chosen here is saved. */
export function BuilderPreview({ form }: { form: DraftForm }) {
  const { t, i18n } = useLingui();
  const [locale, setLocale] = useState<Locale>(isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
  const questions = previewQuestions(form, locale, {
    text: t`(no text yet)`,
    domain: t`(no domain yet)`,
    option: (number) => t`(option ${number} has no text yet)`,
  });
  const untitled = t`Untitled assessment`;
  const title = form.title.trim() || untitled;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const headingId = useId();
  const at = Math.min(index, Math.max(questions.length - 1, 0));
  const question = questions[at];
  const number = at + 1;
  const total = questions.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-dashed border-brand-600 p-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold">
          <Trans>Preview: {title}</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>As the people answering will see it. Answers chosen here are not saved.</Trans>
        </p>
        {form.description.trim() && <p className="text-slate-700">{form.description}</p>}
      </div>
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium text-slate-900">
        <Trans>Preview the questions in</Trans>
        <Select
          value={locale}
          options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
          onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}
        />
      </label>
      {question ? (
        <>
          <p className="text-sm font-medium text-slate-700">
            {question.required ? (
              <Trans>
                Question {number} of {total}
              </Trans>
            ) : (
              <Trans>
                Question {number} of {total} (optional)
              </Trans>
            )}
          </p>
          <Card>
            <CardContent className="flex flex-col gap-5" lang={locale} dir={directionOf(locale)}>
              <Badge variant="info" className="self-start">
                <span className="sr-only">
                  <Trans>Domain:</Trans>{' '}
                </span>
                {question.domainLabel}
              </Badge>
              <PreviewInput
                question={question}
                legend={<span className="block pb-2 text-lg leading-snug font-semibold text-slate-900">{question.text}</span>}
                value={answers[question.id] ?? ''}
                onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
              />
            </CardContent>
          </Card>
          <div className="flex gap-2">
            {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus at either end. */}
            <Button
              variant="outline"
              aria-disabled={at === 0}
              className={at === 0 ? 'opacity-50' : undefined}
              onClick={() => setIndex(Math.max(at - 1, 0))}
            >
              <Trans>Previous question</Trans>
            </Button>
            <Button
              variant="outline"
              aria-disabled={at === questions.length - 1}
              className={at === questions.length - 1 ? 'opacity-50' : undefined}
              onClick={() => setIndex(Math.min(at + 1, questions.length - 1))}
            >
              <Trans>Next question</Trans>
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-700">
          <Trans>Add a question to preview it.</Trans>
        </p>
      )}
    </section>
  );
}
