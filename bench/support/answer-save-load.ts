/** The answer-save benchmark's servers (each its own process) and its load of concurrent clients. */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AnsweringSeed } from './answer-save-data.ts';
import { summariseLatencies, type LatencySummary } from './stats.ts';
import { EventLoopDelaySchema, type EventLoopDelay } from './event-loop.ts';
import { processCpuMs } from './cpu.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The Node flags `npm start` gives the server (such as the young generation's size, which
 * trades memory for time spent collecting garbage): each benchmark server runs with them too,
 * or its figures would be of another configuration. BENCH_SERVER_NODE_FLAGS replaces them.
 */
function startFlags(): string[] {
  if (process.env.BENCH_SERVER_NODE_FLAGS !== undefined) return process.env.BENCH_SERVER_NODE_FLAGS.split(' ').filter(Boolean);
  const { scripts } = z
    .object({ scripts: z.object({ start: z.string() }) })
    .parse(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')));
  const words = scripts.start.split(/\s+/);
  return words.slice(words.indexOf('node') + 1).filter((word) => word.startsWith('--'));
}
const nodeFlags = startFlags();
/** BENCH_SAVE_CPU_PROFILE=<folder>: each server writes a V8 CPU profile there when it stops. */
const profileDir = process.env.BENCH_SAVE_CPU_PROFILE;
const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

/** The server process's own event-loop delay (support/event-loop.ts), over IPC. */
export type BenchServer = { resetEventLoop(): void; eventLoop(): Promise<EventLoopDelay>; cpuMs(): Promise<number> };

export async function withBenchServer<T>(
  script: string,
  env: Record<string, string>,
  work: (baseUrl: string, server: BenchServer) => Promise<T>,
): Promise<T> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    cwd: projectRoot,
    execArgv: [...nodeFlags, '--import', 'tsx', ...profiling],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    const port = await new Promise<number>((listening, failed) => {
      child.once('message', (message) => listening(z.object({ port: z.number() }).parse(message).port));
      child.once('exit', (code) => failed(new Error(`${script} exited (${code}) before listening`)));
    });
    const server: BenchServer = {
      cpuMs: () => processCpuMs(child.pid),
      resetEventLoop: () => child.send({ eventLoop: 'reset' }),
      eventLoop: () =>
        new Promise((reported) => {
          const onMessage = (message: unknown) => {
            const parsed = z.object({ eventLoop: EventLoopDelaySchema }).safeParse(message);
            if (!parsed.success) return;
            child.off('message', onMessage);
            reported(parsed.data.eventLoop);
          };
          child.on('message', onMessage);
          child.send({ eventLoop: 'report' });
        }),
    };
    return await work(`http://127.0.0.1:${port}`, server);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }
}

function put(agent: http.Agent, url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((done, failed) => {
    const request = http.request(
      url,
      {
        method: 'PUT',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
        response.on('error', failed);
      },
    );
    request.on('error', failed);
    request.end(body);
  });
}

export type LoadRun = {
  perSecond: number;
  latency: LatencySummary;
  count: number;
  failures: number;
  latencies: number[];
  elapsedMs: number;
};

/**
 * Each client keeps one connection and saves answers of its own people in turn (client i
 * answers for people i, i + clients, …), one request after another, until the time is up.
 */
export async function runLoad(options: {
  baseUrl: string;
  kind: 'save' | 'bare';
  seed: AnsweringSeed;
  clients: number;
  seconds: number;
}): Promise<LoadRun> {
  const { baseUrl, kind, seed, clients } = options;
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const client = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let turn = 0; performance.now() < deadline; turn += 1) {
      const person = (index + turn * clients) % seed.cookies.length;
      const question = seed.questionIds[turn % seed.questionIds.length] ?? '';
      const body = JSON.stringify({ value: (turn % 5) + 1 });
      const sent = performance.now();
      const status =
        kind === 'save'
          ? await put(
              agent,
              `${baseUrl}/api/assessments/${seed.assessmentId}/answers/${question}`,
              { cookie: seed.cookies[person] ?? '', origin: baseUrl },
              body,
            )
          : await put(agent, `${baseUrl}/answers/person-${person}`, {}, body);
      latencies.push(performance.now() - sent);
      if (status !== 200) failures += 1;
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const elapsed = performance.now() - started;
  return {
    perSecond: (latencies.length - failures) / (elapsed / 1000),
    latency: summariseLatencies(latencies),
    count: latencies.length,
    failures,
    latencies,
    elapsedMs: elapsed,
  };
}
