/** What other features use of pulse programmes: the job that creates their runs (background-jobs.ts). */
export { PULSE_JOB, pulseJob } from './job.ts';
