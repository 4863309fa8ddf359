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
  confirmOrganisation: '/register-organisation/confirm',
  emailVerified: '/email-verified',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  onboarding: '/onboarding',
  alphaJoin: '/alpha/join',
  alphaWorkspace: '/alpha/workspace',
  alphaMove: '/alpha/move',
  employeeSignIn: '/employee-signin',
  invite: '/invite/:token',
  registerEmployee: '/register-employee',
  consent: '/consent',
  answerLink: '/answer',
  twoStepSignIn: '/account/two-step-sign-in',
  account: '/account',
  unsubscribe: '/unsubscribe',
  // Application
  dashboard: '/dashboard',
  simpleDashboard: '/simple-dashboard',
  resultsDashboard: '/results-dashboard',
  adminDashboard: '/admin-dashboard',
  setup: '/setup',
  invitationManagement: '/invitation-management',
  inviteEmployee: '/invite-employee',
  employeeManagement: '/employee-management',
  organisationSettings: '/organisation-settings',
  roadmap: '/roadmap',
  auditLog: '/audit-log',
  platform: '/platform',
  platformEmailDomains: '/platform/email-domains',
  // Assessments
  assessment: '/assessment',
  assessmentById: '/assessment/:id',
  anonymousAssessments: '/assessments/anonymous',
  assessmentSelection: '/assessment-selection',
  employeeAssessment: '/employee-assessment',
  createAssessment: '/create-assessment',
  pulseProgrammes: '/pulse-programmes',
  export: '/export',
  // Development
  mailbox: '/mailbox',
} as const;

/**
 * Pages that never speak to the server (the local workspace, decision 0029): the app does not
 * ask there who is signed in, so they work the same offline and signed out.
 */
export function isLocalOnlyPath(pathname: string): boolean {
  return pathname === paths.alphaWorkspace || pathname === `${paths.alphaWorkspace}/`;
}

/** Older duplicates of the invite page (spec/02 §2); each redirects to paths.inviteEmployee. */
export const inviteEmployeeVariantPaths = [
  '/invite-employee-simple',
  '/invite-employee-debug',
  '/invite-employee-no-auth',
  '/invite-employee-minimal',
  '/invite-employee-fixed',
] as const;

/** Older duplicates of the dashboards (DESIGN §2): each redirects to its one page. */
export const dashboardRedirects = [
  { from: '/admin-dashboard-simple', to: paths.adminDashboard },
  { from: '/complex-dashboard', to: paths.dashboard },
] as const;

/** The results page with one assessment's detail open. */
export function resultsDashboardPath(assessmentId?: string): string {
  return assessmentId
    ? `${paths.resultsDashboard}?${new URLSearchParams({ assessment: assessmentId }).toString()}`
    : paths.resultsDashboard;
}

/** The answering page of one assessment. */
export function assessmentPath(id: string): string {
  return paths.assessmentById.replace(':id', encodeURIComponent(id));
}
