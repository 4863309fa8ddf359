/** What other features may use of results: one assessment's results, team views, results by attribute and trends, as its dashboard shows them. */
export { assessmentResults, assessmentToShow, teamResults } from './service.ts';
export { subtreeResults } from './subtrees.ts';
export { assessmentTrends } from './trends.ts';
export { resultsCuts } from './cuts.ts';
