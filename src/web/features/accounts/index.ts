// What other parts of the web app may use from the accounts feature; everything else is its own.
export { userCan, userMayOpen } from './abilities.ts';
export { NewPasswordFields, PersonNameFields } from './account-fields.tsx';
export { AuthCard, SignInInstead } from './auth-card.tsx';
export { AuthProvider, useAuth } from './auth-context.tsx';
export { LoginPage } from './login-page.tsx';
export { newPasswordToast } from './new-password.ts';
export { PasswordInput } from './password-input.tsx';
export { resendVerification, sessionQueryKey, signedOutSession } from './queries.ts';
export { RequireAbility, RequireAuth, RequireOrganisation } from './require-auth.tsx';
