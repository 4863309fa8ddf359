import type { MessageDescriptor } from '@lingui/core';
import { useId, useLayoutEffect, useRef, useState, type Dispatch, type DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { assessmentBuilderMessages as messages } from '#domain/messages/assessment-builder.ts';
import { MAX_QUESTIONS } from '#domain/question-kind-limits.ts';
import { Button } from '#web/components/ui/button.tsx';
import { builtInDomainNames, domainLabelsOf, domainName, newQuestion, type DraftQuestion, type FieldErrors } from './builder-model.ts';
import { controlId, QuestionEditor } from './builder-question-editor.tsx';
import type { BuilderAction } from './builder-state.ts';

const describe = (question: DraftQuestion, t: (descriptor: MessageDescriptor) => string) => {
  const text = question.text.trim();
  return text === '' ? t(messages.emptyQuestion) : text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** Where focus goes once the list has changed: the element that had it, or a control by id. */
type Refocus = { element: Element | null } | { id: string };

function useRefocus(questions: readonly DraftQuestion[]) {
  const refocus = useRef<Refocus | null>(null);
  // Moving a question moves its elements in the document, and the browser drops focus from a
  // moved element: give it back, or to the other Move button when this one is now disabled.
  useLayoutEffect(() => {
    const pending = refocus.current;
    refocus.current = null;
    if (!pending) return;
    const target = 'id' in pending ? document.getElementById(pending.id) : pending.element;
    if (!(target instanceof HTMLElement) || !target.isConnected) return;
    if (target instanceof HTMLButtonElement && target.disabled) {
      target.closest('li')?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')?.focus();
    } else if (document.activeElement !== target) target.focus();
  }, [questions]);
  return refocus;
}

/** The questions being written, in order: added, removed and reordered by keyboard or drag, each move announced. */
export function QuestionList({
  questions,
  errors,
  dispatch,
}: {
  questions: readonly DraftQuestion[];
  errors: FieldErrors;
  dispatch: Dispatch<BuilderAction>;
}) {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const domainLabels = domainLabelsOf(questions);
  const refocusRef = useRefocus(questions);
  const domainListId = useId();
  const headingId = useId();

  function move(key: string, to: number) {
    const from = questions.findIndex((question) => question.key === key);
    const moved = questions[from];
    if (!moved || to < 0 || to >= questions.length || to === from) return;
    refocusRef.current = { element: document.activeElement };
    dispatch({ type: 'move', key, to });
    setAnnouncement(t(messages.moved(to + 1, questions.length, describe(moved, t))));
  }

  function remove(key: string) {
    const index = questions.findIndex((question) => question.key === key);
    const removed = questions[index];
    if (!removed) return;
    const next = questions[index + 1] ?? questions[index - 1];
    refocusRef.current = { id: next ? controlId(next.key, 'heading') : 'add-question' };
    dispatch({ type: 'remove', key });
    setAnnouncement(t(messages.removed(describe(removed, t))));
  }

  function add() {
    // A new question takes the domain of the last one: questions are usually written domain by domain.
    const question = newQuestion('agreement', questions.at(-1)?.domain);
    refocusRef.current = { id: controlId(question.key, 'text') };
    dispatch({ type: 'add', question });
    setAnnouncement(t(messages.added(questions.length + 1)));
  }

  function drop(index: number, event: DragEvent) {
    event.preventDefault();
    const key = dragging ?? event.dataTransfer.getData('text/plain');
    setDragging(null);
    if (key) move(key, index);
  }

  const domainNames = [...new Set([...builtInDomainNames, ...questions.map((question) => question.domain.trim()).filter(Boolean)])];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold">
          <Trans>Questions</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>
            Move a question with its Move up and Move down buttons, with Alt and the up or down arrow key anywhere in it, or by dragging its
            ⠿ handle.
          </Trans>
        </p>
      </div>
      {errors.questions && <p className="text-sm text-red-700">{errors.questions}</p>}
      {questions.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>No questions yet.</Trans> {t(messages.noQuestions)}
        </p>
      ) : (
        <ol className="flex flex-col gap-4" onDragEnd={() => setDragging(null)}>
          {questions.map((question, index) => (
            <QuestionEditor
              key={question.key}
              question={question}
              index={index}
              total={questions.length}
              errors={errors}
              domainListId={domainListId}
              domainLabels={domainLabels.get(domainName(question.domain))}
              dispatch={dispatch}
              onMove={move}
              onRemove={remove}
              onDragStart={(key, event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', key);
                setDragging(key);
              }}
              onDrop={drop}
              dragging={dragging === question.key}
            />
          ))}
        </ol>
      )}
      <datalist id={domainListId}>
        {domainNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Button id="add-question" variant="outline" className="self-start" disabled={questions.length >= MAX_QUESTIONS} onClick={add}>
        <Trans>Add question</Trans>
      </Button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
