import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

// The package's exports hide its package.json, so it is found beside the entry point (build/index.js).
const packageRoot = dirname(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')));
const packageVersion = (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Where the Chromium of the @sparticuz/chromium dev dependency lives once unpacked. The folder
 * is named by the package version: the package's own `<tmp>/chromium` is reused whatever
 * version put it there, so an upgrade would go on driving the old browser.
 */
export const npmChromiumPath = join(tmpdir(), `culturelens-npm-chromium-${packageVersion}`, 'chromium');

/**
 * The npm-shipped Chromium, unpacked (~200 MB) on first use. `executablePath()` writes straight
 * to `os.tmpdir()` and afterwards trusts any file it finds there, so a first run cut short would
 * leave a truncated browser behind, and two runs unpacking at once would write the same file.
 * It therefore runs in a child process whose TMPDIR is a fresh folder, and the finished binary
 * is renamed into place: other runs see either no browser or a whole one.
 */
export async function unpackNpmChromium(): Promise<string> {
  if (existsSync(npmChromiumPath)) return npmChromiumPath;
  const staging = await mkdtemp(join(tmpdir(), 'culturelens-npm-chromium-unpack-'));
  try {
    const script =
      "const { default: chromium } = await import('@sparticuz/chromium'); process.stdout.write(await chromium.executablePath());";
    const { stdout: unpacked } = await execFileAsync(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: projectRoot,
      env: { ...process.env, TMPDIR: staging },
    });
    await mkdir(dirname(npmChromiumPath), { recursive: true });
    await rename(unpacked, npmChromiumPath);
  } finally {
    // Also drops the fonts and SwiftShader files it unpacks beside the binary: Chromium reads those
    // fonts only where FONTCONFIG_PATH points at them (the package sets it on AWS Lambda), and our
    // flags turn the GPU off. Elsewhere it uses the system's fonts, as Debian's Chromium does.
    await rm(staging, { recursive: true, force: true });
  }
  return npmChromiumPath;
}
