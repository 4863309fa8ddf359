/**
 * `npm start`. Plain JavaScript, so that a release installed with `npm ci --omit=dev` starts
 * on `node` alone. In a development checkout it first rebuilds what is missing or older than
 * its sources (scripts/build-when-stale.js). Then it runs the compiled server in this process,
 * so signals reach the server and its exit code is this process's.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWhatIsStale } from './build-when-stale.js';

const compiledServer = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));

// package.json's `engines` names the supported lines (22 from 22.12, and 24 onwards). An older
// Node is warned about rather than refused: the server may still run on it, but it is neither
// tested nor supported there, and some dependencies (pg-boss among them) declare Node 22.12+.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.warn(
    `CultureLens supports Node 22.12 or later (22 and 24 LTS); this is Node ${process.versions.node}. ` +
      'It may start, but it is not tested on this version: please upgrade Node.',
  );
}

if (!buildWhatIsStale()) {
  console.error('CultureLens did not start: the build failed (see above). Is `npm install` done? Building needs the dev dependencies.');
  process.exit(1);
}
if (!existsSync(compiledServer)) {
  console.error(
    'CultureLens did not start: there is no dist/server/main.js. Run `npm run build` in a development checkout, or install a built release.',
  );
  process.exit(1);
}

await import(pathToFileURL(compiledServer).href);
