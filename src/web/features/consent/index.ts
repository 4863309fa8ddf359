// What other parts of the web app may use from the consent feature; everything else is its own.
export { RequireConsent } from './require-consent.tsx';
export { ConsentInformation } from './consent-page.tsx';
