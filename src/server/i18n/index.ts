/** What other modules use of languages: the translators, and the language a request is answered in (decision 0053). */
export { inSourceLanguage, translate, translatorFor } from './translators.ts';
export { inRequestLanguage, registerRequestLanguage, requestLocale } from './request-locale.ts';
