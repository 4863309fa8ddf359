// What other parts of the web app may use from the two-step feature; everything else is its own.
export { TwoStepEnrolmentRedirect } from './enrolment-redirect.tsx';
export { RecoveryCodesShownOnce } from './recovery-codes.tsx';
