/** What other features may use of people: looking members up. */
export { findMember, memberEmailsAmong } from './queries.ts';
