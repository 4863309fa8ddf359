/** What other features may use of organisations: looking one up. */
export { belongsToDemo, findDemoOrganisation, findOrganisationById, organisationIsSuspended } from './queries.ts';
export { purgeExpiredOrganisationRequests } from './service.ts';
export { assertNotPublicWebmail, emailDomainOf } from './email-domains.ts';
export { domainsHeldElsewhere, lockEmailDomainClaims } from './queries.ts';
