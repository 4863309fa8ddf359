import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { unpackNpmChromium } from './npm-chromium.ts';

const execFileAsync = promisify(execFile);

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export type ChromiumChoice = { path: string; source: string };

/**
 * The Chromium the browser tests drive, so that `npm test` needs nothing but Node:
 * 1. `CHROMIUM_PATH` when set: an explicit choice, so a wrong path is an error, never replaced;
 * 2. Debian's package when installed: already on disk, it saves the unpack below;
 * 3. the Chromium inside the @sparticuz/chromium dev dependency, unpacked on first use.
 */
export async function chooseChromium(): Promise<ChromiumChoice> {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment) {
    if (!existsSync(fromEnvironment))
      throw new Error(`CHROMIUM_PATH is ${fromEnvironment}, which does not exist. Unset it to use Debian's or the npm-shipped Chromium.`);
    return { path: fromEnvironment, source: 'CHROMIUM_PATH' };
  }
  if (existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "Debian's chromium package" };
  return { path: await unpackNpmChromium(), source: '@sparticuz/chromium (npm)' };
}

// Each test file runs in its own module scope: the choice is made once per scope.
let chosen: Promise<ChromiumChoice> | undefined;
export function testChromium(): Promise<ChromiumChoice> {
  chosen ??= chooseChromium();
  return chosen;
}

/** What the browser says it is, e.g. "Chromium 153.0.8010.0"; also proves that it starts on this machine. */
export async function chromiumVersion(path: string): Promise<string> {
  const { stdout } = await execFileAsync(path, ['--version'], { timeout: 30_000 });
  return stdout.trim();
}
