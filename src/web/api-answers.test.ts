import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiRoot = fileURLToPath(new URL('../domain/api/', import.meta.url));

/** Every schema the browser types an answer with: the `X` of each `apiRequest<typeof X>` in src/web. */
function schemasTheBrowserTrusts(): string[] {
  const files = readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'api-client.ts');
  const names = files.flatMap((file) => [...readFileSync(join(webRoot, file), 'utf8').matchAll(/apiRequest<typeof (\w+)>\(/g)].map((match) => match[1] as string));
  return [...new Set(names)].sort();
}

// Steps whose output differs from their input: the browser would see the server's serialised
// output, not what parsing it once more would give.
const RESHAPING = new Set(['pipe', 'transform', 'default', 'prefault', 'catch']);

function reshapingSteps(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const found = RESHAPING.has(String(def.type)) ? [`${path}: ${String(def.type)}`] : [];
  const children = Object.entries(def).flatMap(([key, value]): [string, unknown][] => {
    if (key === 'shape' && typeof value === 'object' && value !== null) return Object.entries(value).map(([field, child]) => [`${path}.${field}`, child]);
    if (Array.isArray(value)) return value.map((child, index) => [`${path}[${index}]`, child]);
    return [[`${path}.${key}`, value]];
  });
  return [...found, ...children.flatMap(([childPath, child]) => (child instanceof z.ZodType ? reshapingSteps(child, childPath, seen) : []))];
}

/**
 * The browser reads answers typed, not parsed (decision 0032): that is only the same as parsing
 * while no response schema transforms, defaults or pipes a value.
 */
describe('the answers the browser types without parsing', () => {
  it('have response schemas of plain shapes', async () => {
    const contracts: Record<string, unknown>[] = await Promise.all(
      readdirSync(apiRoot)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => import(join(apiRoot, file)) as Promise<Record<string, unknown>>),
    );
    const names = schemasTheBrowserTrusts();
    expect(names.length).toBeGreaterThan(30);
    const steps = names.flatMap((name) => {
      const schema = contracts.map((contract) => contract[name]).find((value) => value instanceof z.ZodType);
      return schema instanceof z.ZodType ? reshapingSteps(schema, name) : [`${name}: not a schema of src/domain/api`];
    });
    expect(steps).toEqual([]);
  });
});
