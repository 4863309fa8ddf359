import type { Clock } from '#server/clock.ts';
import type { Database, DatabaseEngine } from '#server/db/client.ts';
import type { JobQueue, OutboxWorker, ReleaseWorker } from '#server/background-work.ts';
import type { Secrets } from '#server/secrets.ts';

/** What routes and services need from the running application, passed explicitly. */
export type ServerContext = {
  db: Database;
  engine: DatabaseEngine;
  clock: Clock;
  /** Background work, run once across every process (decision 0018). */
  jobs: JobQueue;
  outbox: OutboxWorker;
  /** Turns completed answers into releases and publications, as a job. */
  releases: ReleaseWorker;
  mailTransport: 'smtp' | 'mailbox';
  /** Base of links in e-mail. */
  publicUrl: string;
  /** Cookies get `Secure` when the public address is HTTPS. */
  secureCookies: boolean;
  /** The session cookie's name: `__Host-` prefixed when the public address is HTTPS (`cookieName`). */
  sessionCookie: string;
  secrets: Secrets;
  /** Invitation e-mails an organisation may send in a day (INVITATIONS_PER_DAY). */
  invitationsPerDay: number;
  /** The consultancy's sales mailbox, for contact-form enquiries. */
  salesEmail: string;
};
