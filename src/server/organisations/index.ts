/** What other features may use of organisations: looking one up. */
export { belongsToDemo, findDemoOrganisation, findOrganisationById } from './queries.ts';
