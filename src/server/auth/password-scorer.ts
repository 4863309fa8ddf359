import { createRequire } from 'node:module';
import * as feedback from '#domain/password-feedback.ts';
import { loadPasswordScorerOnDemand, type PasswordScorerPackages } from '#domain/password-strength.ts';

const require = createRequire(import.meta.url);

/**
 * The request schemas that take a new password score it synchronously. On the server the
 * scorer is built on the first such request, from the packages' CommonJS builds, instead of at
 * start-up: its dictionaries are about 45 MB of an idle server's memory and half a second of
 * its start. That first request waits for it once; every check is made with it, none without.
 */
export function scorePasswordsOnDemand(): void {
  loadPasswordScorerOnDemand((): PasswordScorerPackages => ({
    core: require('@zxcvbn-ts/core') as PasswordScorerPackages['core'],
    common: require('@zxcvbn-ts/language-common') as PasswordScorerPackages['common'],
    english: require('@zxcvbn-ts/language-en') as PasswordScorerPackages['english'],
    feedback,
  }));
}
