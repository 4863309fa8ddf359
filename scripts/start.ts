import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebApp, prerenderedLandingPage } from './build-web.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
// What the web build is made from: when any of it is newer than the build, build again.
const buildInputs = ['src/web', 'src/domain', 'vite.config.ts', 'scripts/build-web.ts', 'package-lock.json'].map((path) =>
  join(projectRoot, path),
);

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

function webBuildIsStale(): boolean {
  // The web build writes the pre-rendered page last: without it the build is incomplete.
  if (!existsSync(prerenderedLandingPage)) return true;
  const builtAt = statSync(prerenderedLandingPage).mtimeMs;
  return buildInputs.some((input) => newestModification(input) > builtAt);
}

if (webBuildIsStale()) {
  console.log('Building the web app…');
  // Vite sets NODE_ENV=production when it is unset; the server must see what the user set,
  // as NODE_ENV=production turns the local mailbox off.
  const nodeEnv = process.env.NODE_ENV;
  await buildWebApp({ logLevel: 'warn' });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

await import('../src/server/main.ts');
