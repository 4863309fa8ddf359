// What the rest of the server may use from passkeys; everything else is its own.
export { purgeExpiredPasskeyChallenges } from './challenges.ts';
