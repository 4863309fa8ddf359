import { UpdateDraftRequestSchema, type AssessmentDraft, type UpdateDraftRequest } from '#domain/api/assessments-drafts.ts';
import { assessmentBuilderMessages as messages } from '#domain/messages/assessment-builder.ts';
import { domainLabel, getQuestionSet, isDomainKey, questionSets, questionsForSet, type QuestionSetId } from '#domain/question-bank.ts';
import { questionKinds, type QuestionKind } from '#domain/question-kinds.ts';
import { isLocale, LOCALES, type Locale } from '#domain/locales.ts';
import { setWordingIn } from '#domain/question-translations.ts';
import { STATEMENT_TRANSLATIONS } from '#domain/question-statement-translations.ts';

import { i18n } from '@lingui/core';
/*
 * What the assessment builder keeps while someone writes a draft, and how it becomes the draft
 * request the server takes (src/domain/api/assessments-drafts.ts). Pure: no React, no network.
 */

/** A question as typed: `key` follows it through moves (errors, focus, drag); `id` is the saved question's. */
export type DraftQuestion = {
  key: string;
  id: string | undefined;
  text: string;
  kind: QuestionKind;
  /** The domain's name as typed; its key is made from it when saving (domainsOf). */
  domain: string;
  required: boolean;
  options: string[];
  /** The question in other languages as typed: a language left blank is not sent; options follow the question's by position. */
  translations: TypedTranslations;
};

export type TypedTranslations = Partial<Record<Locale, { text: string; options: string[]; domainLabel?: string }>>;

/** An organisation's own domain's label in other languages as typed, one per language. */
export type DomainLabels = Partial<Record<Locale, string>>;

export type DraftForm = { title: string; category: string; description: string; duration: string; questions: DraftQuestion[] };

/** Field → message; a question's fields are `<key>.text`, `<key>.domain`, `<key>.options.<n>` … */
export type FieldErrors = Record<string, string>;

/** The spec's four default options of a new question with options (single choice), to be filled in. */
export const DEFAULT_OPTION_COUNT = 4;
export const DEFAULT_DOMAIN = 'General';

let lastKey = 0;
const newKey = () => `question-${++lastKey}`;

export function newQuestion(kind: QuestionKind = 'agreement', domain = DEFAULT_DOMAIN): DraftQuestion {
  return {
    key: newKey(),
    id: undefined,
    text: '',
    kind,
    domain,
    required: questionKinds[kind].alwaysOptional === null,
    options: [],
    translations: {},
  };
}

export const emptyForm = (): DraftForm => ({ title: '', category: '', description: '', duration: '30', questions: [] });

/**
 * A new draft copying a built-in set's statements (their ids kept, as the server's copy keeps them)
 * with their translations; its title and description in the builder's language.
 */
export function formFromSet(setId: QuestionSetId, locale?: string): DraftForm {
  const set = setWordingIn(getQuestionSet(setId), isLocale(locale) ? [locale] : []);
  const questions = questionsForSet(setId).map((question) => ({
    ...newQuestion(),
    id: question.id,
    text: question.text,
    domain: domainLabel(question.domain),
    translations: Object.fromEntries(
      Object.entries(STATEMENT_TRANSLATIONS[question.id] ?? {}).map(([locale, text]) => [locale, { text, options: [] }]),
    ),
  }));
  return { ...emptyForm(), title: set.title, description: set.description, questions };
}

/** The form of a saved draft, or of an earlier wave to copy. */
export function formFromDraft(draft: AssessmentDraft): DraftForm {
  return {
    title: draft.assessment.title,
    category: draft.assessment.category ?? '',
    description: draft.assessment.description,
    duration: String(draft.durationMinutes ?? 30),
    questions: draft.questions.map((question) => ({
      ...newQuestion(question.kind),
      id: question.id,
      text: question.text,
      domain: question.domainLabel,
      required: question.required,
      options: 'options' in question ? [...question.options] : [],
      translations: Object.fromEntries(
        Object.entries(question.translations ?? {}).map(([locale, translation]) => [
          locale,
          {
            text: translation.text,
            options: [...(translation.options ?? [])],
            ...(translation.domainLabel ? { domainLabel: translation.domainLabel } : {}),
          },
        ]),
      ),
    })),
  };
}

/** A domain's name as typed, as it is compared: two spellings differing in case or spaces around are one domain. */
export const domainName = (typed: string) => typed.trim().toLowerCase();

/**
 * Each of the organisation's own domains' labels in other languages, by its name as typed (in
 * any case): in each language, the first a question of it gives. Built-in domains have theirs.
 */
export function domainLabelsOf(questions: readonly DraftQuestion[]): Map<string, DomainLabels> {
  const labels = new Map<string, DomainLabels>();
  for (const question of questions) {
    const name = domainName(question.domain);
    if (name === '' || builtInByName.has(name)) continue;
    const domain = labels.get(name) ?? {};
    for (const locale of LOCALES) {
      const label = question.translations[locale]?.domainLabel;
      if (label?.trim() && domain[locale] === undefined) domain[locale] = label;
    }
    labels.set(name, domain);
  }
  return labels;
}

/**
 * The translations to send: each language with a text or an option typed, its options as many as
 * the question's (a kind without options sends none), and its own domain's label in that language
 * (`labels`: domainLabelsOf the form's questions); blank languages are left out.
 */
export function translationsOf(question: DraftQuestion, labels = domainLabelsOf([question])) {
  const hasOptions = questionKinds[question.kind].hasOptions;
  const domainLabels = labels.get(domainName(question.domain)) ?? {};
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const typed = question.translations[locale];
      const options = question.options.map((_, index) => typed?.options[index] ?? '');
      const domainLabel = domainLabels[locale];
      const label = domainLabel === undefined ? {} : { domainLabel };
      if (!typed || (typed.text.trim() === '' && (!hasOptions || options.every((option) => option.trim() === ''))))
        return domainLabel === undefined ? [] : [[locale, { text: '', ...label }]];
      return [[locale, hasOptions ? { text: typed.text, options, ...label } : { text: typed.text, ...label }]];
    }),
  );
}

/** Domain names already saved with their keys, so a saved custom domain keeps its key (trends follow it). */
export function knownDomainsOf(draft: AssessmentDraft | undefined): Map<string, string> {
  return new Map((draft?.questions ?? []).map((question) => [question.domainLabel.trim().toLowerCase(), question.domain]));
}

const builtInByName = new Map(
  questionSets.flatMap((set) => set.domains).map((domain) => [domain.label.toLowerCase(), domain.key as string]),
);

/** Every built-in domain's name, for suggestions. */
export const builtInDomainNames = [...new Set(questionSets.flatMap((set) => set.domains.map((domain) => domain.label)))];

const KEY_MAX = 40;
function keyFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return (/^[a-z]/.test(slug) ? slug : `domain-${slug}`.replace(/-$/, '')).slice(0, KEY_MAX).replace(/-+$/, '');
}

/**
 * The domain of each question from the names typed: a built-in one by its name, one saved before
 * by its key, otherwise a new key made from the name. Names differing only in case are one domain
 * (the first spelling names it); two names never share a key.
 */
export function domainsOf(names: readonly string[], known: ReadonlyMap<string, string> = new Map()): { key: string; label: string }[] {
  const byName = new Map<string, { key: string; label: string }>();
  const used = new Set<string>(known.values());
  return names.map((typed) => {
    const label = typed.trim();
    const name = label.toLowerCase();
    const seen = byName.get(name);
    if (seen) return seen;
    let key = builtInByName.get(name) ?? known.get(name);
    if (key === undefined) {
      const base = keyFromName(label);
      key = base;
      for (let n = 2; used.has(key) || isDomainKey(key); n++) key = `${base.slice(0, KEY_MAX - 4)}-${n}`;
    }
    used.add(key);
    const domain = { key, label: domainLabel(key) ?? label };
    byName.set(name, domain);
    return domain;
  });
}

/** The request the form makes, before validation (the schema trims, checks and reads the duration). */
export function draftRequestOf(form: DraftForm, known?: ReadonlyMap<string, string>) {
  const domains = domainsOf(
    form.questions.map((question) => question.domain),
    known,
  );
  const labels = domainLabelsOf(form.questions);
  return {
    title: form.title,
    category: form.category,
    description: form.description,
    durationMinutes: form.duration,
    questions: form.questions.map((question, index) => ({
      ...(question.id === undefined ? {} : { id: question.id }),
      text: question.text,
      kind: question.kind,
      required: questionKinds[question.kind].alwaysOptional === null && question.required,
      domain: domains[index],
      ...(questionKinds[question.kind].hasOptions ? { options: question.options } : {}),
      translations: translationsOf(question, labels),
    })),
  };
}

/**
 * Where an issue about `path` (the schema's, or the server's "questions.3.text") is shown: a
 * question's issues go to that question by its key, whatever its position is by now.
 */
export function errorField(path: readonly (string | number)[], keys: readonly string[]): string {
  const [first, index, part, ...rest] = path.map(String);
  if (first !== 'questions' || index === undefined) return first ?? '';
  const key = keys[Number(index)];
  if (key === undefined) return 'questions';
  if (part === undefined) return `${key}.kind`;
  if (part === 'domain') return `${key}.domain`;
  return [key, part, ...rest].join('.');
}

/** Adds an issue unless its field has one already (the first is the one to fix first). */
function addError(errors: FieldErrors, field: string, message: string) {
  errors[field] ??= message;
}

/** The draft request, or the issues to show beside the fields: the server's own schema decides. */
export function validateDraft(
  form: DraftForm,
  known?: ReadonlyMap<string, string>,
): { ok: true; request: UpdateDraftRequest } | { ok: false; errors: FieldErrors } {
  const keys = form.questions.map((question) => question.key);
  const errors: FieldErrors = {};
  for (const question of form.questions)
    if (question.domain.trim() === '') addError(errors, `${question.key}.domain`, i18n._(messages.domainRequired));
  const parsed = UpdateDraftRequestSchema.safeParse(draftRequestOf(form, known));
  if (!parsed.success)
    for (const issue of parsed.error.issues) addError(errors, errorField(issue.path as (string | number)[], keys), issue.message);
  // Blank options are also "the same": say only that each needs a text.
  for (const key of keys) if (Object.keys(errors).some((field) => field.startsWith(`${key}.options.`))) delete errors[`${key}.options`];
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}

/** The server's field issues of a refused save, placed as validateDraft places them. */
export function serverErrors(issues: Record<string, string>, keys: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(issues)) addError(errors, errorField(path.split('.'), keys), message);
  return errors;
}

/** What the person has typed, to tell whether it differs from what was saved (ids and domain keys aside). */
export function fingerprint(form: DraftForm): string {
  const labels = domainLabelsOf(form.questions);
  const questions = form.questions.map((question) => [
    question.text,
    question.kind,
    question.domain,
    question.required,
    questionKinds[question.kind].hasOptions ? question.options : [],
    translationsOf(question, labels),
  ]);
  return JSON.stringify([form.title, form.category, form.description, form.duration, questions]);
}
