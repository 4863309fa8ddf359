import { AsyncLocalStorage } from 'node:async_hooks';
import type { MessageDescriptor } from '@lingui/core';
import type { FastifyInstance } from 'fastify';
import { acceptedLanguages, firstShippedLocale, isLocale, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';
import { provideSchemaTranslator } from '#domain/schema-language.ts';
import { translate, translatorFor } from './translators.ts';

/** What a request says about its reader: its headers, and the signed-in person once the session is resolved. */
export type LanguageSource = {
  headers: Record<string, string | string[] | undefined>;
  user?: { locale: string | null } | null;
};

/**
 * The reader's own language, if they said which (decision 0053): a signed-in person's choice
 * on /account (`users.locale`) first, as it is theirs for CultureLens alone, then the first
 * shipped language of the request's Accept-Language, which is the browser's for every site (the
 * web app sends the language it shows, which is the person's choice once it knows it).
 */
export function callerLocale(request: LanguageSource): Locale | undefined {
  const chosen = request.user?.locale;
  if (isLocale(chosen)) return chosen;
  const header = request.headers['accept-language'];
  return firstShippedLocale(acceptedLanguages(Array.isArray(header) ? header.join(',') : header));
}

/** The language a request is answered in: the caller's (`callerLocale`), else British English. */
export function requestLocale(request: LanguageSource): Locale {
  return callerLocale(request) ?? SOURCE_LOCALE;
}

const handledLocale = new AsyncLocalStorage<Locale>();

/** The language of the request being handled (from its validation on), else the source language. */
function currentRequestLocale(): Locale {
  return handledLocale.getStore() ?? SOURCE_LOCALE;
}

/** A text in the language of the request being handled: for services that answer it with words. */
export function inRequestLanguage(text: MessageDescriptor | string): string {
  return translate(currentRequestLocale(), text);
}

// Schema messages found while a request is checked and handled are written in its language;
// outside a request (commands, jobs) in the source language.
provideSchemaTranslator(() => translatorFor(currentRequestLocale()));

/**
 * From validation on, a request's work runs in its language: schema issues come out in it.
 * Registered before the body is validated (the body's stream events would lose an earlier context).
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    handledLocale.run(requestLocale(request), done);
  });
}
