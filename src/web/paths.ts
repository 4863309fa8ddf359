/** Every route path of the web app, in one place. Pages and links import from here. */
export const paths = {
  // Platform marketing and information
  home: '/',
  features: '/features',
  assessmentsInfo: '/assessments',
  help: '/help',
  support: '/support',
  terms: '/terms',
  privacy: '/privacy',
  // Consultancy site
  consulting: '/consulting',
  about: '/about',
  team: '/team',
  // Accounts
  login: '/login',
  register: '/register',
  registerOrganisation: '/register-organisation',
  emailVerified: '/email-verified',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  onboarding: '/onboarding',
  alphaJoin: '/alpha/join',
  employeeSignIn: '/employee-signin',
  // Application
  dashboard: '/dashboard',
  // Development
  mailbox: '/mailbox',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
