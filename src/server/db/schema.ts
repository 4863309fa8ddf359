// The database schema, one file per area under schema/. drizzle-kit reads this file
// (drizzle.config.ts), and the rest of the server imports tables from here.
export * from './schema/organisations.ts';
export * from './schema/organisation-requests.ts';
export * from './schema/accounts.ts';
export * from './schema/audit.ts';
export * from './schema/mail.ts';
export * from './schema/question-bank.ts';
export * from './schema/rate-limits.ts';
export * from './schema/contact.ts';
export * from './schema/invitations.ts';
export * from './schema/assessments.ts';
export * from './schema/releases.ts';
export * from './schema/roadmap.ts';
export * from './schema/counts.ts';
export * from './schema/reminders.ts';
export * from './schema/email-domains.ts';
export * from './schema/sso.ts';
export * from './schema/answer-links.ts';
export * from './schema/scim.ts';
export * from './schema/sso-saml.ts';
export * from './schema/passkeys.ts';
export * from './schema/organisation-attributes.ts';
export * from './schema/action-plans.ts';
export * from './schema/pulse-programmes.ts';
