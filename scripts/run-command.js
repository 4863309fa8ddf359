/**
 * Runs one of the operator's compiled commands (dist/server/<name>.js) in this process. Plain
 * JavaScript like scripts/start.js: in a checkout it first rebuilds what is stale, in a release
 * it runs the command as built.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWhatIsStale } from './build-when-stale.js';

export async function runCompiledCommand(name) {
  const compiledCommand = fileURLToPath(new URL(`../dist/server/${name}.js`, import.meta.url));
  if (!buildWhatIsStale()) {
    console.error('The build failed (see above). Is `npm install` done? Building needs the dev dependencies.');
    process.exit(1);
  }
  if (!existsSync(compiledCommand)) {
    console.error(`There is no dist/server/${name}.js. Run \`npm run build\` in a development checkout, or install a built release.`);
    process.exit(1);
  }
  await import(pathToFileURL(compiledCommand).href);
}
