/** What other features may use of people: looking members up. */
export { findMember, memberEmailsAmong } from './queries.ts';
/** Changing a member inside another feature's transaction (SCIM), by the people page's rules. */
export { changePerson } from './service.ts';
/** The attributes people carry, built-in and the organisation's own, with their labels (results cut by them). */
export { attributeDefinitionsOf, customAttributesOf } from './attributes.ts';
