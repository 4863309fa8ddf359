import { z } from 'zod';

/** A job of the organisation that has not finished: waiting to run, running, waiting to retry, or failed. */
export const UnfinishedJobSchema = z.object({
  id: z.string(),
  /** The job's name, e.g. `assessment-launch`; `label` says it in words. */
  kind: z.string(),
  label: z.string(),
  state: z.enum(['created', 'retry', 'active', 'failed']),
  /** Runs that failed so far. */
  attempts: z.number().int().nonnegative(),
  runAfter: z.string(),
  failedReason: z.string().nullable(),
});
export type UnfinishedJob = z.infer<typeof UnfinishedJobSchema>;

/** What an administrator sees of the organisation's background work. */
export const BackgroundWorkResponseSchema = z.object({
  mail: z.object({
    /** E-mails queued and not yet delivered (including ones waiting to retry). */
    waiting: z.number().int().nonnegative(),
    /** E-mails that could not be delivered in the last 14 days. */
    failedRecently: z.number().int().nonnegative(),
  }),
  jobs: z.array(UnfinishedJobSchema),
});
export type BackgroundWorkResponse = z.infer<typeof BackgroundWorkResponseSchema>;
