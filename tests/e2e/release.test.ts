import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { HealthResponseSchema } from '#domain/api/health.ts';
import { startApp, type AppProcess } from './support/app-process.ts';

const run = promisify(execFile);
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { files: string[] };

describe('a built release', () => {
  let releaseDir: string | undefined;
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.stop();
    if (releaseDir) await rm(releaseDir, { recursive: true, force: true });
  });

  it('installs with `npm ci --omit=dev` and starts on node alone: no sources, no build toolchain', { timeout: 180_000 }, async () => {
    // The build as `npm start` makes it in a checkout: only what is stale is rebuilt.
    const phases: string[] = [];
    let phaseStart = performance.now();
    const phase = (name: string) => {
      phases.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(1)} s`);
      phaseStart = performance.now();
    };
    await run(process.execPath, ['scripts/build-when-stale.js'], { cwd: projectRoot });
    phase('build');

    // What would ship: the files package.json lists (as `npm pack` would take them), and the lock file.
    releaseDir = await mkdtemp(join(tmpdir(), 'culturelens-release-'));
    for (const entry of [...manifest.files, 'package.json', 'package-lock.json']) {
      await cp(join(projectRoot, entry), join(releaseDir, entry), { recursive: true });
    }
    phase('copy');
    await run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: releaseDir,
      timeout: 120_000,
    });
    phase('npm ci');
    for (const buildTool of ['tsx', 'esbuild', 'vite', 'typescript', 'tailwindcss', 'react']) {
      expect(existsSync(join(releaseDir, 'node_modules', buildTool)), buildTool).toBe(false);
    }
    expect(existsSync(join(releaseDir, 'src'))).toBe(false);

    const started = await startApp({ cwd: releaseDir, dataDir: join(releaseDir, 'data') });
    app = started;
    phase('start to healthy');
    // Where the time went, for when this test grows slow.
    console.log(`release: ${phases.join(', ')}`);
    // Migrations (drizzle/), the question bank and the demo seeding all ran from the compiled server.
    expect(HealthResponseSchema.parse(started.health)).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(app.output()).not.toContain('Building');

    const landing = await fetch(app.baseUrl, { headers: { accept: 'text/html' } });
    expect(await landing.text()).toContain('Understand your culture. Protect every voice.');
    const shell = await (await fetch(`${app.baseUrl}/login`, { headers: { accept: 'text/html' } })).text();
    expect(shell).toContain('<div id="root"></div>');
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(shell)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${app.baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');

    const demo = await fetch(`${app.baseUrl}/api/demo/results`);
    expect(demo.status).toBe(200);

    expect(await app.stop()).toBe(0);

    // The operator's command works in the release too (the server is stopped: the embedded
    // database has one user at a time).
    const ended = await run('npm', ['run', '--silent', 'sessions:end-all'], {
      cwd: releaseDir,
      env: { ...process.env, DATA_DIR: join(releaseDir, 'data') },
    });
    expect(ended.stdout).toMatch(/Ended \d+ sessions?/);
  });
});
