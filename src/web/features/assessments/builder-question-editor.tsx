import { msg } from '@lingui/core/macro';
import type { Dispatch, DragEvent, KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  isQuestionKind,
  MAX_CHOICE_OPTIONS,
  OPTION_MAX_LENGTH,
  QUESTION_KINDS,
  QUESTION_TEXT_MAX_LENGTH,
  questionKinds,
} from '#domain/question-kinds.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { DomainLabels, DraftQuestion, FieldErrors } from './builder-model.ts';
import type { BuilderAction } from './builder-state.ts';
import { TranslationsEditor } from './builder-translations.tsx';

/** The id of a question's control, for focus after a move or an addition. */
export const controlId = (key: string, part: string) => `${key}-${part}`;

/** Words before a visible label, so each control is named after its question ("Question 2 text"). */
function Named({ position, children }: { position: number; children: string }) {
  const { t } = useLingui();
  return (
    <>
      <span className="sr-only">{t`Question ${position}`}</span> {children}
    </>
  );
}

function OptionsEditor({
  question,
  position,
  errors,
  dispatch,
}: {
  question: DraftQuestion;
  position: number;
  errors: FieldErrors;
  dispatch: Dispatch<BuilderAction>;
}) {
  const { t } = useLingui();
  const { key } = question;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-900">
        <Named position={position}>{t`Options`}</Named>
      </legend>
      {errors[`${key}.options`] && <p className="text-sm text-red-700">{errors[`${key}.options`]}</p>}
      <ol className="flex flex-col gap-2">
        {question.options.map((option, index) => {
          const number = index + 1;
          return (
            <li key={index} className="flex items-start gap-2">
              <Field
                label={<Named position={position}>{t`Option ${number}`}</Named>}
                error={errors[`${key}.options.${index}`]}
                className="grow"
                id={controlId(key, `option-${index}`)}
              >
                <Input
                  value={option}
                  maxLength={OPTION_MAX_LENGTH}
                  onChange={(event) => dispatch({ type: 'option', key, index, value: event.target.value })}
                />
              </Field>
              <Button
                size="sm"
                variant="ghost"
                className="mt-6"
                aria-label={t`Remove option ${number} of question ${position}`}
                onClick={() => dispatch({ type: 'remove-option', key, index })}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        disabled={question.options.length >= MAX_CHOICE_OPTIONS}
        onClick={() => dispatch({ type: 'add-option', key })}
      >
        <Trans>
          Add option<span className="sr-only"> to question {position}</span>
        </Trans>
      </Button>
    </fieldset>
  );
}

export interface QuestionEditorProps {
  question: DraftQuestion;
  index: number;
  total: number;
  errors: FieldErrors;
  domainListId: string;
  /** The labels of the question's domain in other languages, when it is one of the organisation's own. */
  domainLabels: DomainLabels | undefined;
  dispatch: Dispatch<BuilderAction>;
  onMove: (key: string, to: number) => void;
  onRemove: (key: string) => void;
  onDragStart: (key: string, event: DragEvent) => void;
  onDrop: (index: number, event: DragEvent) => void;
  dragging: boolean;
}

/** One question being written: text, kind, domain, whether it is required, options; moved by buttons, Alt+arrow keys or drag. */
export function QuestionEditor({
  question,
  index,
  total,
  errors,
  domainListId,
  domainLabels,
  dispatch,
  onMove,
  onRemove,
  onDragStart,
  onDrop,
  dragging,
}: QuestionEditorProps) {
  const { t } = useLingui();
  const { key } = question;
  const position = index + 1;
  const moveByKeys = (event: KeyboardEvent) => {
    // A select's own Alt+arrow opens its list.
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || event.target instanceof HTMLSelectElement) return;
    event.preventDefault();
    onMove(key, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };
  return (
    <li
      aria-labelledby={controlId(key, 'heading')}
      data-question={key}
      onKeyDown={moveByKeys}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => onDrop(index, event)}
      className={`flex flex-col gap-4 rounded-lg border bg-white p-4 ${dragging ? 'border-brand-600 opacity-60' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <span
            draggable
            aria-hidden="true"
            title={t`Drag to move this question`}
            data-drag-handle
            onDragStart={(event) => onDragStart(key, event)}
            className="cursor-grab rounded px-1 text-lg text-slate-500 select-none"
          >
            ⠿
          </span>
          <h3 id={controlId(key, 'heading')} tabIndex={-1} className="font-semibold">
            <Trans>Question {position}</Trans>
          </h3>
        </div>
        <div role="group" aria-label={t`Move or remove question ${position}`} className="flex flex-wrap gap-1">
          <Button
            id={controlId(key, 'up')}
            data-move
            size="sm"
            variant="outline"
            disabled={index === 0}
            onClick={() => onMove(key, index - 1)}
            aria-label={t`Move question ${position} up`}
          >
            <Trans>Move up</Trans>
          </Button>
          <Button
            id={controlId(key, 'down')}
            data-move
            size="sm"
            variant="outline"
            disabled={index === total - 1}
            onClick={() => onMove(key, index + 1)}
            aria-label={t`Move question ${position} down`}
          >
            <Trans>Move down</Trans>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onRemove(key)} aria-label={t`Remove question ${position}`}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      </div>
      <Field label={<Named position={position}>{t`Text`}</Named>} required error={errors[`${key}.text`]} id={controlId(key, 'text')}>
        <Textarea
          rows={2}
          value={question.text}
          maxLength={QUESTION_TEXT_MAX_LENGTH}
          onChange={(event) => dispatch({ type: 'edit', key, change: { text: event.target.value } })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={<Named position={position}>{t`Kind`}</Named>} error={errors[`${key}.kind`]}>
          <Select
            value={question.kind}
            options={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(questionKinds[kind].label) }))}
            onChange={(event) => isQuestionKind(event.target.value) && dispatch({ type: 'kind', key, kind: event.target.value })}
          />
        </Field>
        <Field
          label={<Named position={position}>{t`Domain`}</Named>}
          hint={t`A built-in domain or a name of your own.`}
          error={errors[`${key}.domain`]}
        >
          <Input
            value={question.domain}
            list={domainListId}
            onChange={(event) => dispatch({ type: 'edit', key, change: { domain: event.target.value } })}
          />
        </Field>
      </div>
      <Checkbox
        label={t`Question ${position} must be answered`}
        description={t(questionKinds[question.kind].alwaysOptional ?? msg`Unticked, people may skip it.`)}
        checked={question.required}
        disabled={questionKinds[question.kind].alwaysOptional !== null}
        error={errors[`${key}.required`]}
        onCheckedChange={(required) => dispatch({ type: 'edit', key, change: { required } })}
      />
      {questionKinds[question.kind].hasOptions && (
        <OptionsEditor question={question} position={position} errors={errors} dispatch={dispatch} />
      )}
      <TranslationsEditor question={question} position={position} errors={errors} dispatch={dispatch} domainLabels={domainLabels} />
    </li>
  );
}
