/** What other features may use of consent: recording it when someone joins from an answer link. */
export { recordConsentIn } from './service.ts';
export { consentFacts } from './service.ts';
