import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(projectRoot, 'dist/web/index.html');
// What the web build is made from: when any of it is newer than the build, build again.
const buildInputs = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'].map((path) => join(projectRoot, path));

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return buildInputs.some((input) => newestModification(input) > builtAt);
}

if (webBuildIsStale()) {
  console.log('Building the web app…');
  const { build } = await import('vite');
  await build({ configFile: join(projectRoot, 'vite.config.ts'), logLevel: 'warn' });
}

await import('../src/server/main.ts');
