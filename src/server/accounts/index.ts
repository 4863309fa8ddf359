// What the rest of the server may use from accounts; everything else is its own.
export { EMAIL_TOKEN_LIFETIME_MS, issueEmailToken } from './email-tokens.ts';
