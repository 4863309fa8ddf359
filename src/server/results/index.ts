/** What other features may use of results: one assessment's results and trends, as its dashboard shows them. */
export { assessmentResults, assessmentToShow } from './service.ts';
export { assessmentTrends } from './trends.ts';
