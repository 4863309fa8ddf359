// What other parts of the web app may use from the sessions feature; everything else is its own.
export { SignOutEverywhereDialog } from './sign-out-everywhere-dialog.tsx';
