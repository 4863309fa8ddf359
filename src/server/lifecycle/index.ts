/** Onboarding and exit surveys (decision 0066): the job that sends them, and their routes. */
export { lifecycleJob } from './job.ts';
export { lifecycleRoutes } from './routes.ts';
