/** What other features may use of results: the results cards (participation per assessment), one assessment's results, team views, results by attribute and trends, as its dashboard shows them. */
export { assessmentResults, assessmentToShow, resultsOverview, teamResults } from './service.ts';
export { subtreeResults } from './subtrees.ts';
export { assessmentTrends } from './trends.ts';
export { resultsCuts } from './cuts.ts';
