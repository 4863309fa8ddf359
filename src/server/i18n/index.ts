/** What other server modules use of languages (decision 0053): the translators, the language a request is answered in, the languages a reader sees questions in. */
export { organisationLocale, questionLocalesOf } from './question-locales.ts';
export { inSourceLanguage, translate, translatorFor } from './translators.ts';
export { callerLocale, inRequestLanguage, registerRequestLanguage, requestLocale } from './request-locale.ts';
