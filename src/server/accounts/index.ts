// What the rest of the server may use from accounts; everything else is its own.
export { findUserByEmail, findUserById, insertUser, makeAdministratorOfNewOrganisation } from './queries.ts';
export { sendVerificationEmail, signInRefusal } from './service.ts';
export { EMAIL_TOKEN_LIFETIME_MS, issueEmailToken } from './email-tokens.ts';
