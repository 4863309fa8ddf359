import { spawn } from 'node:child_process';
import { projectRoot } from '#server/project-root.ts';

/**
 * Runs the server's entry point as `npm start` does after building, with exactly `env`, until
 * it says it is running (then stops it) or exits by itself: what it printed, its exit code, and
 * whether it came up.
 */
export async function runServerUntilUp(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string; started: boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/lingui-register.js', 'src/server/main.ts'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    if (!started && output.includes('CultureLens is running')) {
      started = true;
      child.kill('SIGTERM');
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output, started };
}
