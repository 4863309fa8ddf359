// What the rest of the server may use of single sign-on: whether a password may sign someone in.
export { passwordRefusedBySso, passwordRegistrationRefusedBySso } from './password-refusal.ts';
