import { pageTitle } from '#web/components/layout/page-title.ts';
import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAuth } from './require-auth.tsx';

/** Sign-in, registration, e-mail verification and password reset pages, rendered inside the app layout. */
export const accountsRoutes: RouteObject[] = [
  {
    path: paths.login,
    handle: pageTitle('Sign in'),
    lazy: async () => ({ Component: (await import('./login-page.tsx')).LoginPage }),
  },
  {
    path: paths.register,
    handle: pageTitle('Create an account'),
    lazy: async () => ({ Component: (await import('./register-page.tsx')).RegisterPage }),
  },
  {
    path: paths.emailVerified,
    handle: pageTitle('E-mail verified'),
    lazy: async () => ({ Component: (await import('./email-verified-page.tsx')).EmailVerifiedPage }),
  },
  {
    path: paths.forgotPassword,
    handle: pageTitle('Forgot password'),
    lazy: async () => ({ Component: (await import('./forgot-password-page.tsx')).ForgotPasswordPage }),
  },
  {
    path: paths.resetPassword,
    handle: pageTitle('Reset password'),
    lazy: async () => ({ Component: (await import('./reset-password-page.tsx')).ResetPasswordPage }),
  },
  {
    path: paths.employeeSignIn,
    handle: pageTitle('Employee sign-in'),
    lazy: async () => ({ Component: (await import('./employee-signin-page.tsx')).EmployeeSignInPage }),
  },
  {
    path: paths.alphaJoin,
    handle: pageTitle('Alpha programme'),
    lazy: async () => ({ Component: (await import('./alpha-join-page.tsx')).AlphaJoinPage }),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.onboarding,
        handle: pageTitle('Onboarding'),
        lazy: async () => ({ Component: (await import('./onboarding-page.tsx')).OnboardingPage }),
      },
    ],
  },
];
