/** What other features may use of the roadmap: which assessment a page shows, and its items. */
export { listRoadmapItems, pickAssessment, roadmapWordingOf } from './service.ts';
