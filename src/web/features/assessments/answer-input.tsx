import { lazy, Suspense, useId, type ReactNode } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { QuestionnaireQuestion } from '#domain/api/assessments.ts';
import { ANSWER_OPTIONS, PREFER_NOT_TO_SAY } from '#domain/answer-scale.ts';
import { COMMENT_MAX_LENGTH } from '#domain/question-kind-limits.ts';
import type { QuestionKind } from '#domain/question-kinds.ts';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { answerFromRadio, PREFER_NOT_TO_SAY_VALUE, radioFromAnswer, type AnswerValue } from './queries.ts';

/*
 * How a person answers a question of each kind (src/domain/question-kinds.ts), in one table:
 * the control, the keys that choose an answer, and the keyboard hint.
 */

type InputProps<K extends QuestionKind> = {
  question: Extract<QuestionnaireQuestion, { kind: K }>;
  legend: ReactNode;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  disabled: boolean;
};

type KindInput<K extends QuestionKind> = {
  Input: (props: InputProps<K>) => ReactNode;
  /** Keys that choose an answer without the mouse. */
  keys: (question: Extract<QuestionnaireQuestion, { kind: K }>) => Readonly<Record<string, AnswerValue>>;
  hint: MessageDescriptor | null;
};

const radioValue = (value: AnswerValue | undefined) => (typeof value === 'string' ? '' : (radioFromAnswer(value) ?? ''));

const agreementHint = msg`Keyboard: press 1 to 5 to choose an answer, 0 for Prefer not to say, and Enter to continue.`;

/**
 * The agreement scale's keys and hint (in the language shown): also the local workspace's, whose
 * questions are all agreement statements.
 */
export const agreementAnswerKeys: { readonly keys: Readonly<Record<string, AnswerValue>>; readonly hint: string } = {
  keys: { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '0': null },
  get hint() {
    return i18n._(agreementHint);
  },
};

/** A question answered by one of `options` or "Prefer not to say", as radio buttons: the agreement scale and a single choice. */
function ChoiceRadios({
  question,
  legend,
  value,
  onChange,
  disabled,
  options,
}: Omit<InputProps<'agreement' | 'single-choice'>, 'question'> & {
  question: { id: string };
  options: { value: string; label: string }[];
}) {
  const { t } = useLingui();
  return (
    <RadioGroup
      key={question.id}
      name={`question-${question.id}`}
      legend={legend}
      options={[...options, { value: PREFER_NOT_TO_SAY_VALUE, label: t(PREFER_NOT_TO_SAY) }]}
      value={radioValue(value)}
      onChange={(chosen) => onChange(answerFromRadio(chosen))}
      disabled={disabled}
    />
  );
}

function AgreementInput(props: InputProps<'agreement'>) {
  const { t } = useLingui();
  return <ChoiceRadios {...props} options={ANSWER_OPTIONS.map((option) => ({ value: String(option.value), label: t(option.label) }))} />;
}

const agreement: KindInput<'agreement'> = { Input: AgreementInput, keys: () => agreementAnswerKeys.keys, hint: agreementHint };

function SingleChoiceInput(props: InputProps<'single-choice'>) {
  return <ChoiceRadios {...props} options={props.question.options.map((label, index) => ({ value: String(index + 1), label }))} />;
}

const singleChoice: KindInput<'single-choice'> = {
  Input: SingleChoiceInput,
  keys: (question) => ({
    ...Object.fromEntries(question.options.slice(0, 9).map((_, index) => [String(index + 1), index + 1])),
    '0': null,
  }),
  hint: msg`Keyboard: press an option's number to choose it, 0 for Prefer not to say, and Enter to continue.`,
};

// Its own chunk, texts included: most questionnaires never show one (net-promoter-input.tsx).
const LazyNetPromoterInput = lazy(() => import('./net-promoter-input.tsx'));

// 0 is a score here, so "Prefer not to say" has no key of its own: the arrow keys reach it (the hint is in the control).
const netPromoter: KindInput<'enps'> = {
  Input: (props) => (
    <Suspense fallback={null}>
      <LazyNetPromoterInput {...props} />
    </Suspense>
  ),
  keys: () => ({ ...Object.fromEntries(Array.from({ length: 10 }, (_, score) => [String(score), score])), t: 10, T: 10 }),
  hint: null,
};

function CommentInput({ question, legend, value, onChange, disabled }: InputProps<'comment'>) {
  const { t, i18n: shown } = useLingui();
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const written = shown.number(text.length);
  const limit = shown.number(COMMENT_MAX_LENGTH);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id}>{legend}</label>
      <p className="text-sm text-slate-700">
        {t`Optional. Shown to administrators only with the comments of a whole group, never with a name, team or time.`}
      </p>
      <Textarea
        key={question.id}
        id={id}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        rows={6}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="text-xs text-slate-600" aria-live="polite">
        {t`${written} of ${limit} characters`}
      </p>
    </div>
  );
}

const comment: KindInput<'comment'> = { Input: CommentInput, keys: () => ({}), hint: null };

const kindInputs: { [K in QuestionKind]: KindInput<K> } = { agreement, 'single-choice': singleChoice, enps: netPromoter, comment };

const inputOf = <Q extends QuestionnaireQuestion>(question: Q) => kindInputs[question.kind] as unknown as KindInput<Q['kind']>;

/** The control that answers the question, by its kind. */
export function AnswerInput(props: Omit<InputProps<QuestionKind>, 'question'> & { question: QuestionnaireQuestion }) {
  const { Input } = inputOf(props.question);
  return <Input {...(props as InputProps<QuestionnaireQuestion['kind']>)} />;
}

/** The keys that choose an answer to the question, and the hint that says so in the language shown. */
export function useAnswerKeys(question: QuestionnaireQuestion): { keys: Readonly<Record<string, AnswerValue>>; hint: string | null } {
  const { t } = useLingui();
  const input = inputOf(question);
  return { keys: input.keys(question as never), hint: input.hint ? t(input.hint) : null };
}
