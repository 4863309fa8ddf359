import type { RouteObject } from 'react-router';
import { paths } from '#web/paths.ts';
import { RequireAuth } from './require-auth.tsx';

/** Sign-in, registration, e-mail verification and password reset pages, rendered inside the app layout. */
export const accountsRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import('./login-page.tsx')).LoginPage }),
  },
  {
    path: paths.register,
    lazy: async () => ({ Component: (await import('./register-page.tsx')).RegisterPage }),
  },
  {
    path: paths.emailVerified,
    lazy: async () => ({ Component: (await import('./email-verified-page.tsx')).EmailVerifiedPage }),
  },
  {
    path: paths.forgotPassword,
    lazy: async () => ({ Component: (await import('./forgot-password-page.tsx')).ForgotPasswordPage }),
  },
  {
    path: paths.resetPassword,
    lazy: async () => ({ Component: (await import('./reset-password-page.tsx')).ResetPasswordPage }),
  },
  {
    path: paths.employeeSignIn,
    lazy: async () => ({ Component: (await import('./employee-signin-page.tsx')).EmployeeSignInPage }),
  },
  {
    path: paths.alphaJoin,
    lazy: async () => ({ Component: (await import('./alpha-join-page.tsx')).AlphaJoinPage }),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.onboarding,
        lazy: async () => ({ Component: (await import('./onboarding-page.tsx')).OnboardingPage }),
      },
    ],
  },
];
