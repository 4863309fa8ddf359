/** What other server modules use of languages: translators, the caller's language, the languages a reader sees questions in. */
export { callerLocale, questionLocalesOf } from './question-locales.ts';
export { translatorFor } from './translators.ts';
