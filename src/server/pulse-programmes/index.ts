/** What other features use of pulse programmes: the job that creates their runs (background-jobs.ts). */
export { pulseJob } from './job.ts';
