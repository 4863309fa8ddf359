/**
 * `npm run create-platform-admin -- --email <address> [--name "…"]`: makes a platform administrator (see
 * src/server/platform/create-admin-command.ts). Plain JavaScript like scripts/start.js: in a
 * checkout it first rebuilds what is stale, in a release it runs the compiled command as built.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWhatIsStale } from './build-when-stale.js';

const compiledCommand = fileURLToPath(new URL('../dist/server/create-platform-admin.js', import.meta.url));

if (!buildWhatIsStale()) {
  console.error('The build failed (see above). Is `npm install` done? Building needs the dev dependencies.');
  process.exit(1);
}
if (!existsSync(compiledCommand)) {
  console.error(
    'There is no dist/server/create-platform-admin.js. Run `npm run build` in a development checkout, or install a built release.',
  );
  process.exit(1);
}

await import(pathToFileURL(compiledCommand).href);
