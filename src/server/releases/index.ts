/**
 * What other features may use of releases: the newest publication, which every figure
 * shown is read from, and the release job's own entry points.
 */
export { OrganisationFiguresSchema, TeamFiguresSchema } from './figures.ts';
export { latestPublicationPart, newestOrganisationParts } from './queries.ts';
export { organisationNames, publishedComments } from './kinds-queries.ts';
export { releaseKeysOf, releaseWaiting } from './release.ts';
export { releaseJob } from './worker.ts';
