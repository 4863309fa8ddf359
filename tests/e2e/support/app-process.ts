import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

// The `start` script itself, run without npm's wrapper process so that signals reach the
// server directly and its exit code is the one observed.
const startCommand = (JSON.parse(readFileSync(`${projectRoot}/package.json`, 'utf8')) as { scripts: { start: string } }).scripts.start;

export type AppProcess = {
  baseUrl: string;
  dataDir: string;
  /** The server's process id (the start command replaces the shell). */
  pid: number | undefined;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function newDataDir(): Promise<string> {
  return join(await mkdtemp(join(tmpdir(), 'culturelens-e2e-')), 'data');
}

/**
 * Runs the `npm start` command as a user would, in its own process group so it can be stopped
 * whole; in the project folder, or in `cwd` (an installed release).
 */
export async function spawnApp(
  options: { dataDir?: string; port?: number; env?: Record<string, string>; cwd?: string } = {},
): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await newDataDir());
  const child: ChildProcess = spawn('sh', ['-c', `exec ${startCommand}`], {
    cwd: options.cwd ?? projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Tests reach the app at 127.0.0.1, which the host allowlist admits only when listed.
    // Answers are released at fixed times as in production, every two seconds instead of daily.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ALLOWED_HOSTS: `127.0.0.1:${port}`,
      RESULTS_RELEASE_EVERY: '2s',
      ...options.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let stopRequested = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // An app that dies on its own fails the test with "connection refused"; its last words say why.
  void exited.then((code) => {
    if (!stopRequested) console.error(`The app on port ${port} exited by itself (code ${code}). Its output:\n${output.slice(-20_000)}`);
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid,
    output: () => output,
    exited,
    async stop() {
      stopRequested = true;
      if (child.exitCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
      return exited;
    },
  };
}

/**
 * Polls /api/health every `pollMs` until it answers 200; fails early with the process output if
 * it dies. The start-up benchmark polls often, so its figure is not the polling's interval.
 */
export async function waitUntilHealthy(app: AppProcess, timeoutMs = 90_000, pollMs = 100): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void app.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The app exited before it became healthy:\n${app.output()}`);
    try {
      const response = await fetch(`${app.baseUrl}/api/health`);
      if (response.ok) return await response.json();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`The app did not become healthy within ${timeoutMs} ms:\n${app.output()}`);
}

export async function startApp(options: Parameters<typeof spawnApp>[0] = {}): Promise<AppProcess & { health: unknown }> {
  const app = await spawnApp(options);
  try {
    return { ...app, health: await waitUntilHealthy(app) };
  } catch (error) {
    await app.stop();
    throw error;
  }
}
