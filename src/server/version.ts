import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#server/project-root.ts';

const packageJson = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };

export const appVersion: string = packageJson.version;
