import { useId, useState, type ReactNode } from 'react';
import type { QuestionnaireQuestion } from '#domain/api/assessments.ts';
import { COMMENT_MAX_LENGTH, questionKinds, type QuestionKind } from '#domain/question-kinds.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { DraftForm } from './builder-model.ts';

/*
 * The preview draws each kind with the same controls, options and texts as the respondent's page
 * (answer-input.tsx, src/domain/answer-scale.ts) without importing them: a module both pages
 * import becomes a chunk of its own, one more file for the respondent's page, which is at its
 * JavaScript budget (decision 0040). builder-preview.test.ts holds the two scales equal.
 */

/** The answer scale as answer-scale.ts has it: 1 to 5, then Prefer not to say. */
export const PREVIEW_SCALE = ['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree', 'Prefer not to say'] as const;
const preferNot = { value: 'none', label: PREVIEW_SCALE[5] };
const agreementOptions = [...PREVIEW_SCALE.slice(0, 5).map((label, index) => ({ value: String(index + 1), label })), preferNot];

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
        Optional. Shown to administrators only with the comments of at least six people, never with a name, team or time.
      </p>
      <Textarea id={id} value={value} maxLength={COMMENT_MAX_LENGTH} rows={6} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

const radios = (
  question: QuestionnaireQuestion,
  options: { value: string; label: string }[],
  { legend, value, onChange }: Omit<PreviewProps<QuestionKind>, 'question'>,
) => <RadioGroup key={question.id} name={`preview-${question.id}`} legend={legend} options={options} value={value} onChange={onChange} />;

/** Each kind's control in the preview, as answer-input.tsx draws it for the people answering. */
const previewInputs: { [K in QuestionKind]: (props: PreviewProps<K>) => ReactNode } = {
  agreement: (props) => radios(props.question, agreementOptions, props),
  'single-choice': (props) =>
    radios(props.question, [...props.question.options.map((label, index) => ({ value: String(index + 1), label })), preferNot], props),
  comment: CommentPreview,
};

function PreviewInput(props: PreviewProps<QuestionKind> & { question: QuestionnaireQuestion }) {
  const Input = previewInputs[props.question.kind] as (props: PreviewProps<QuestionKind>) => ReactNode;
  return <Input {...props} />;
}

/** The questions as the respondent's page receives them; blanks shown as such. */
function previewQuestions(form: DraftForm): QuestionnaireQuestion[] {
  return form.questions.map((question, index) => {
    const base = {
      id: question.key,
      text: question.text.trim() || '(no text yet)',
      domain: question.domain,
      domainLabel: question.domain.trim() || '(no domain yet)',
      order: index + 1,
      required: questionKinds[question.kind].alwaysOptional === null && question.required,
      kind: question.kind,
    };
    if (!questionKinds[question.kind].hasOptions) return base as QuestionnaireQuestion;
    return {
      ...base,
      options: question.options.map((option, at) => option.trim() || `(option ${at + 1} has no text yet)`),
    } as QuestionnaireQuestion;
  });
}

/** The draft one question at a time, as the people answering will see it; nothing chosen here is saved. */
export function BuilderPreview({ form }: { form: DraftForm }) {
  const questions = previewQuestions(form);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const headingId = useId();
  const at = Math.min(index, Math.max(questions.length - 1, 0));
  const question = questions[at];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-dashed border-brand-600 p-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold">
          Preview: {form.title.trim() || 'Untitled assessment'}
        </h2>
        <p className="text-sm text-slate-700">As the people answering will see it. Answers chosen here are not saved.</p>
        {form.description.trim() && <p className="text-slate-700">{form.description}</p>}
      </div>
      {question ? (
        <>
          <p className="text-sm font-medium text-slate-700">
            Question {at + 1} of {questions.length}
            {!question.required && ' (optional)'}
          </p>
          <Card>
            <CardContent className="flex flex-col gap-5">
              <Badge variant="info" className="self-start">
                <span className="sr-only">Domain: </span>
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
              Previous question
            </Button>
            <Button
              variant="outline"
              aria-disabled={at === questions.length - 1}
              className={at === questions.length - 1 ? 'opacity-50' : undefined}
              onClick={() => setIndex(Math.min(at + 1, questions.length - 1))}
            >
              Next question
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-700">Add a question to preview it.</p>
      )}
    </section>
  );
}
