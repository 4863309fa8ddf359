import { AsyncLocalStorage } from 'node:async_hooks';
import type { MessageDescriptor } from '@lingui/core';
import type { FastifyInstance } from 'fastify';
import { acceptedLanguages, firstShippedLocale, SOURCE_LOCALE, type Locale } from '#domain/locales.ts';
import { provideSchemaTranslator } from '#domain/schema-language.ts';
import { translate, translatorFor } from './translators.ts';

/**
 * The language a request is answered in (decision 0053): the first shipped language of its
 * Accept-Language header (the web app sends the language it shows), else British English.
 */
export function requestLocale(request: { headers: Record<string, string | string[] | undefined> }): Locale {
  const header = request.headers['accept-language'];
  return firstShippedLocale(acceptedLanguages(Array.isArray(header) ? header.join(',') : header)) ?? SOURCE_LOCALE;
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
