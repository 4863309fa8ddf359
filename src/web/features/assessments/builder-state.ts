import { i18n } from '@lingui/core';
import type { Locale } from '#domain/locales.ts';
import { kindNamed, MAX_CHOICE_OPTIONS, questionKinds, type QuestionKind } from '#domain/question-kinds.ts';
import { DEFAULT_OPTION_COUNT, type DraftForm, type DraftQuestion } from './builder-model.ts';

/** The changes the builder makes to its form, one reducer so every change is one step. */
export type BuilderAction =
  | { type: 'field'; field: 'title' | 'category' | 'description' | 'duration'; value: string }
  | { type: 'add'; question: DraftQuestion }
  | { type: 'edit'; key: string; change: Partial<Pick<DraftQuestion, 'text' | 'domain' | 'required'>> }
  | { type: 'kind'; key: string; kind: QuestionKind }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; to: number }
  | { type: 'option'; key: string; index: number; value: string }
  | { type: 'add-option'; key: string }
  | { type: 'remove-option'; key: string; index: number }
  | { type: 'translate'; key: string; locale: Locale; text: string }
  | { type: 'translate-option'; key: string; locale: Locale; index: number; value: string }
  | { type: 'translate-domain'; key: string; locale: Locale; label: string }
  | { type: 'saved'; ids: Readonly<Record<string, string | undefined>>; duration: string };

const editQuestion = (form: DraftForm, key: string, edit: (question: DraftQuestion) => DraftQuestion): DraftForm => ({
  ...form,
  questions: form.questions.map((question) => (question.key === key ? edit(question) : question)),
});

/** Moves the question `key` to position `to` (0-based, clamped). */
export function moveQuestion(questions: readonly DraftQuestion[], key: string, to: number): DraftQuestion[] {
  const from = questions.findIndex((question) => question.key === key);
  const moved = questions[from];
  if (!moved) return [...questions];
  const rest = questions.filter((question) => question.key !== key);
  const target = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, target), moved, ...rest.slice(target)];
}

/**
 * A question turned into another kind: options appear for a kind with options (four to fill in),
 * an always-optional kind is never required, and one that may be is required again on leaving it;
 * a blank statement takes the kind's default wording, if it has one.
 */
function withKind(question: DraftQuestion, kind: QuestionKind): DraftQuestion {
  const options =
    questionKinds[kind].hasOptions && question.options.length === 0
      ? Array.from({ length: DEFAULT_OPTION_COUNT }, () => '')
      : question.options;
  const required =
    questionKinds[kind].alwaysOptional !== null ? false : questionKinds[question.kind].alwaysOptional !== null ? true : question.required;
  // A blank statement takes the kind's usual wording (eNPS's question), which stays editable.
  const preset = kindNamed(kind).defaultText;
  const text = question.text.trim() === '' && preset ? i18n._(preset) : question.text;
  return { ...question, kind, options, required, text };
}

/** One label per domain and language: every question of the domain (by its name, in any case) gets it. */
function translateDomain(form: DraftForm, action: Extract<BuilderAction, { type: 'translate-domain' }>): DraftForm {
  const name = (question: DraftQuestion) => question.domain.trim().toLowerCase();
  const edited = form.questions.find((question) => question.key === action.key);
  if (!edited) return form;
  return {
    ...form,
    questions: form.questions.map((question) => {
      if (name(question) !== name(edited)) return question;
      const typed = question.translations[action.locale] ?? { text: '', options: [] };
      return { ...question, translations: { ...question.translations, [action.locale]: { ...typed, domainLabel: action.label } } };
    }),
  };
}

export function builderReducer(form: DraftForm, action: BuilderAction): DraftForm {
  switch (action.type) {
    case 'field':
      return { ...form, [action.field]: action.value };
    case 'add':
      return { ...form, questions: [...form.questions, action.question] };
    case 'edit':
      return editQuestion(form, action.key, (question) => ({ ...question, ...action.change }));
    case 'kind':
      return editQuestion(form, action.key, (question) => withKind(question, action.kind));
    case 'remove':
      return { ...form, questions: form.questions.filter((question) => question.key !== action.key) };
    case 'move':
      return { ...form, questions: moveQuestion(form.questions, action.key, action.to) };
    case 'option':
      return editQuestion(form, action.key, (question) => ({
        ...question,
        options: question.options.map((option, index) => (index === action.index ? action.value : option)),
      }));
    case 'add-option':
      return editQuestion(form, action.key, (question) =>
        question.options.length >= MAX_CHOICE_OPTIONS ? question : { ...question, options: [...question.options, ''] },
      );
    case 'remove-option':
      // Each translation's option at that position goes with it.
      return editQuestion(form, action.key, (question) => ({
        ...question,
        options: question.options.filter((_, index) => index !== action.index),
        translations: Object.fromEntries(
          Object.entries(question.translations).map(([locale, typed]) => [
            locale,
            { ...typed, options: typed.options.filter((_, index) => index !== action.index) },
          ]),
        ),
      }));
    case 'translate':
      return editQuestion(form, action.key, (question) => ({
        ...question,
        translations: {
          ...question.translations,
          [action.locale]: { options: [], ...question.translations[action.locale], text: action.text },
        },
      }));
    case 'translate-option':
      return editQuestion(form, action.key, (question) => {
        const typed = question.translations[action.locale] ?? { text: '', options: [] };
        const options = question.options.map((_, index) => (index === action.index ? action.value : (typed.options[index] ?? '')));
        return { ...question, translations: { ...question.translations, [action.locale]: { ...typed, options } } };
      });
    case 'translate-domain':
      return translateDomain(form, action);
    case 'saved':
      // The saved questions' ids, so the next save replaces them rather than making new ones; the duration as the server read it.
      return {
        ...form,
        duration: action.duration,
        questions: form.questions.map((question) => ({ ...question, id: action.ids[question.key] ?? question.id })),
      };
  }
}
