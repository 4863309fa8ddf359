/** The job queue other features run their background work on (decision 0018). */
export { startJobQueue, startJobQueueInBackground } from './job-queue.ts';
export { jobRoutes } from './routes.ts';
