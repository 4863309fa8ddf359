import { afterEach, beforeEach } from 'vitest';
import { signInAs } from '#tests/accounts.ts';
import { signedInAdmin } from '#tests/assessments.ts';
import { createTestClock, type TestClock } from '#tests/clock.ts';
import { useTestDatabase } from '#tests/fixtures.ts';
import { startTestServer, type TestServer } from '#tests/http.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FIRST_DAY = Date.parse('2026-03-02T00:00:00Z');

/** An hour of a day of the scenario (day 0 is its first). */
export const at = (day: number, hour: number) => new Date(FIRST_DAY + day * DAY + hour * HOUR);

/** The app as an attacker's scenario runs it: what each test reads, set afresh before it. */
export type NightlyReleases = {
  server: TestServer;
  clock: TestClock;
  organisationId: string;
  adminEmail: string;
  /** The administrator's session of the current day. */
  adminCookie: string;
};

/**
 * The app with daily release times, as in production (each day's completions released together
 * the next night at 03:00), and a signed-in administrator of a new organisation, for each test.
 */
export function useNightlyReleases() {
  const database = useTestDatabase();
  const app = {} as NightlyReleases;
  beforeEach(async () => {
    app.clock = createTestClock(at(0, 9));
    app.server = await startTestServer(database, {
      clock: app.clock,
      logger: { level: 'error' },
      env: { RESULTS_RELEASE_EVERY: DAY, RESULTS_RELEASE_AT: 3 * HOUR },
    });
    const { organisationId, admin, cookie } = await signedInAdmin(app.server, database.db);
    Object.assign(app, { organisationId, adminEmail: admin.email, adminCookie: cookie });
  });
  afterEach(() => app.server.close());

  /** The night after `day`: everyone who completed that day is released together; then a new day, a new session. */
  async function releaseAfter(day: number) {
    app.clock.set(at(day + 1, 3));
    await app.server.app.context.releases.drain();
    app.clock.set(at(day + 1, 9));
    // Yesterday's session has timed out.
    app.adminCookie = await signInAs(app.server, app.adminEmail);
  }

  return { database, app, releaseAfter };
}
