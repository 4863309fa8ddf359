import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder that holds package.json, the migrations (drizzle/) and the build (dist/). Found
 * by walking up from this module rather than by a fixed relative path, because this module
 * runs from two places at different depths: src/server/ in a development checkout and tests,
 * and the compiled server bundle dist/server/main.js in a release.
 */
function findProjectRoot(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No package.json above ${start}: CultureLens cannot find its files`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
