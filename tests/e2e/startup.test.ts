import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { HealthResponseSchema } from '#domain/api/health.ts';
import { passwordStrengthMessages } from '#domain/password-strength.ts';
import { createTestDatabase, dropTestDatabases, testDatabaseName } from '#tests/postgres.ts';
import { spawnApp, startApp, type AppProcess } from './support/app-process.ts';
import { PASSWORD_WARNINGS } from '#domain/password-feedback.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

describe('npm start', () => {
  const running: AppProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map((app) => app.stop()));
  });

  it('serves the app on the embedded database, and a second start on the same data folder refuses', async () => {
    const first = await startApp();
    running.push(first);
    expect(HealthResponseSchema.parse(first.health)).toMatchObject({ status: 'ok', database: 'pglite' });

    // The password-strength dictionaries load on the first new password, not at start: the
    // first one judged after start is refused for being guessable, as every later one would be.
    const weak = await fetch(`${first.baseUrl}/api/organisations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({
        organisationName: 'Startup Check Ltd',
        adminFirstName: 'Ada',
        adminLastName: 'Lovelace',
        adminEmail: 'ada@startup-check.example',
        adminPassword: 'aaaaaaaaaaaaaaaa',
        confirmPassword: 'aaaaaaaaaaaaaaaa',
      }),
    });
    expect(weak.status).toBe(400);
    const refusal = ErrorResponseSchema.parse(await weak.json());
    expect(refusal.error.issues).toContainEqual({
      path: 'adminPassword',
      message: `${inSourceLanguage(passwordStrengthMessages.tooGuessable)} ${inSourceLanguage(PASSWORD_WARNINGS.simpleRepeat ?? '')}`,
    });

    // The build pre-renders the landing page; every other page is the single-page app's shell.
    const landing = await fetch(first.baseUrl, { headers: { accept: 'text/html' } });
    expect(await landing.text()).toContain('Understand your culture. Protect every voice.');
    const page = await fetch(`${first.baseUrl}/login`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<div id="root"></div>');

    const second = await spawnApp({ dataDir: first.dataDir });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${first.dataDir} is already in use by another CultureLens process`);

    // The first process is untouched: still healthy, still holding its lock and data.
    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(existsSync(`${first.dataDir}/culturelens.lock`)).toBe(true);

    expect(await first.stop()).toBe(0);
    expect(existsSync(`${first.dataDir}/culturelens.lock`)).toBe(false);

    // The same folder opens again after a clean stop, with its data.
    const again = await startApp({ dataDir: first.dataDir });
    running.push(again);
    expect(HealthResponseSchema.parse(again.health).database).toBe('pglite');
    expect(await again.stop()).toBe(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('uses a PostgreSQL server when DATABASE_URL is set', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL ?? '';
    const runId = `e2e${process.pid}`;
    const databaseUrl = await createTestDatabase(baseUrl, testDatabaseName(runId, 'start'));
    try {
      const app = await startApp({ env: { DATABASE_URL: databaseUrl } });
      running.push(app);
      expect(HealthResponseSchema.parse(app.health)).toMatchObject({ status: 'ok', database: 'postgresql' });
      expect(await app.stop()).toBe(0);
    } finally {
      await dropTestDatabases(baseUrl, runId);
    }
  });
});
