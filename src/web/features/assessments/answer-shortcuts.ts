import { useEffect, useEffectEvent } from 'react';
import type { AnswerValue } from './queries.ts';

const NON_TEXT_INPUT_TYPES = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Typing goes to the field: shortcuts stay out of text inputs, text areas, selects and editable content. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUT_TYPES.has(target.type);
}

/** Enter already activates these natively; handling it again would act twice. */
function activatesOnEnter(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.closest('button, a[href], summary, [role="button"], [role="link"]') !== null;
}

export interface AnswerShortcuts {
  /** The keys that choose an answer to the question on screen (answerKeys in answer-input.tsx). */
  keys: Readonly<Record<string, AnswerValue>>;
  choose: (value: AnswerValue) => void;
  /** Enter: the next question, or completing on the last one. */
  goOn: () => void;
  canGoOn: boolean;
  submitting: boolean;
}

/** The questionnaire's keyboard: the question's keys (1–5 and 0 for agreement) choose an answer, Enter continues. */
export function useAnswerShortcuts({ keys, choose, goOn, canGoOn, submitting }: AnswerShortcuts): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
    if (isTextEntry(event.target)) return;
    // An open dialog owns the keyboard.
    if (document.querySelector('dialog[open]')) return;
    if (Object.hasOwn(keys, event.key)) {
      if (submitting) return;
      event.preventDefault();
      choose(keys[event.key] ?? null);
      return;
    }
    if (event.key === 'Enter' && !event.repeat && !activatesOnEnter(event.target)) {
      if (!canGoOn) return;
      event.preventDefault();
      goOn();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
