/** What other features may use of results: one assessment's results, as its dashboard shows them. */
export { assessmentResults, assessmentToShow } from './service.ts';
