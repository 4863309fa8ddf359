/**
 * The background work the shared platform offers to features: the job queue they define jobs
 * for, and the two workers requests nudge (mail delivery, releases). The platform (context.ts)
 * knows these shapes only; the features implement them (jobs/, mail/, releases/) and
 * background-jobs.ts wires them together, so nothing in the platform depends on a feature.
 */

/**
 * The job that sends onboarding and exit surveys (src/server/lifecycle/job.ts, decision 0066),
 * named here because deactivating a person asks for a run, and people cannot import lifecycle.
 */
export const LIFECYCLE_JOB = 'lifecycle-surveys';

/** One kind of background work. Its state lives in the feature's own tables; the queue says when to run. */
export type JobDefinition = {
  name: string;
  /**
   * Also run on this cron schedule (UTC, minute resolution), once across every process: the
   * safety net that makes up for a trigger lost with a process that stopped.
   */
  cron?: string;
  /**
   * One waiting and one running job at most, across every process: triggers in a burst
   * share one run. Without it every job sent is kept and run (jobs that carry data).
   */
  coalesce: boolean;
  /** Tries after the first failed run (default 5), 10 s, 20 s, 40 s … apart. */
  retries?: number;
  run(data: JobData): Promise<void>;
};

export type JobData = Record<string, unknown>;

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What an administrator sees of one job: never its data beyond the organisation it belongs to. */
export type JobSummary = {
  id: string;
  name: string;
  state: JobState;
  /** Runs that failed so far. */
  attempts: number;
  runAfter: Date;
  /** It failed after its retries and will not run again on its own. */
  failed: boolean;
};

export type JobQueue = {
  /** Asks for a run (after `startAfter` if given); returns at once. */
  trigger(name: string, data?: JobData, options?: { startAfter?: Date; key?: string }): Promise<void>;
  /** Runs the job's work in this process now and waits for it (tests, start-up catch-up). */
  runNow(name: string, data?: JobData): Promise<void>;
  /** Jobs of one organisation that are waiting, retrying or failed. */
  unfinishedOf(organisationId: string): Promise<JobSummary[]>;
  stop(): Promise<void>;
};

/** Mail delivery as requests see it (implemented by mail/outbox.ts). */
export type OutboxWorker = {
  /** Deliver soon (after a request queued mail). */
  nudge(): void;
  /** Deliver everything due now and wait for it (tests, shutdown). */
  drain(): Promise<void>;
  /**
   * Work that queues mail in the background (invitations sent in chunks), run before each
   * delivery round: what a request recorded is mailed even if that process stopped meanwhile.
   */
  addProducer(produce: () => Promise<void>): void;
  stop(): Promise<void>;
};

/** The release job as requests see it (implemented by releases/worker.ts). */
export type ReleaseWorker = {
  /** Asks for a run soon: after a close. Never runs inside the caller's request. */
  nudge(): void;
  /** After a completion: a run soon only where releases may follow completions (tests, trials). */
  completed(): void;
  /** Runs now and resolves when there is nothing left to release. */
  drain(): Promise<void>;
  /** The next time waiting answers of open assessments may be released; null: at every run. */
  nextReleaseTime(): Date | null;
  stop(): Promise<void>;
};
