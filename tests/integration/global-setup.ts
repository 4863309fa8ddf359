import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropTestDatabases } from '../postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

/** Each run gets its own id, so PostgreSQL databases of parallel runs never collide. */
export default function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  return async () => {
    if (project.name === 'integration-postgresql' && process.env.TEST_DATABASE_URL) {
      await dropTestDatabases(process.env.TEST_DATABASE_URL, runId);
    }
  };
}
