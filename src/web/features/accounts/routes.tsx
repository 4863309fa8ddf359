import { msg } from '@lingui/core/macro';
import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAuth } from './require-auth.tsx';
import { lazyPage } from '#web/lazy-page.tsx';

/** Sign-in, registration, e-mail verification and password reset pages, rendered inside the app layout. */
export const accountsRoutes: RouteObject[] = [
  {
    path: paths.login,
    handle: pageTitle(msg`Sign in`),
    element: lazyPage(async () => (await import('./login-page.tsx')).LoginPage),
  },
  {
    path: paths.register,
    handle: pageTitle(msg`Create an account`),
    element: lazyPage(async () => (await import('./register-page.tsx')).RegisterPage),
  },
  {
    path: paths.emailVerified,
    handle: pageTitle(msg`E-mail verified`),
    element: lazyPage(async () => (await import('./email-verified-page.tsx')).EmailVerifiedPage),
  },
  {
    path: paths.forgotPassword,
    handle: pageTitle(msg`Forgot password`),
    element: lazyPage(async () => (await import('./forgot-password-page.tsx')).ForgotPasswordPage),
  },
  {
    path: paths.resetPassword,
    handle: pageTitle(msg`Reset password`),
    element: lazyPage(async () => (await import('./reset-password-page.tsx')).ResetPasswordPage),
  },
  {
    path: paths.employeeSignIn,
    handle: pageTitle(msg`Employee sign-in`),
    element: lazyPage(async () => (await import('./employee-signin-page.tsx')).EmployeeSignInPage),
  },
  {
    path: paths.alphaJoin,
    handle: pageTitle(msg`Alpha programme`),
    element: lazyPage(async () => (await import('./alpha-join-page.tsx')).AlphaJoinPage),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.onboarding,
        handle: pageTitle(msg`Onboarding`),
        element: lazyPage(async () => (await import('./onboarding-page.tsx')).OnboardingPage),
      },
    ],
  },
];
