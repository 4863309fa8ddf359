/** What other server modules use of languages: the languages a reader sees questions in. */
export { questionLocalesOf } from './question-locales.ts';
