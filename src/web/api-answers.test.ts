import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type Endpoint } from '#domain/api/endpoints.ts';

/** Every answer the browser types without parsing: the success schemas of each route of the map the API client calls. */
function schemasTheBrowserTrusts(): [string, z.ZodType][] {
  return Object.entries(endpoints as Record<string, Endpoint>).flatMap(([key, endpoint]) =>
    endpoint.link === undefined
      ? Object.entries(endpoint.response ?? {}).flatMap(([status, schema]): [string, z.ZodType][] =>
          Number(status) < 300 && schema ? [[`${key} ${status}`, schema]] : [],
        )
      : [],
  );
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
    if (key === 'shape' && typeof value === 'object' && value !== null)
      return Object.entries(value).map(([field, child]) => [`${path}.${field}`, child]);
    if (Array.isArray(value)) return value.map((child, index) => [`${path}[${index}]`, child]);
    return [[`${path}.${key}`, value]];
  });
  return [
    ...found,
    ...children.flatMap(([childPath, child]) => (child instanceof z.ZodType ? reshapingSteps(child, childPath, seen) : [])),
  ];
}

/**
 * The browser reads answers typed, not parsed (decision 0032): that is only the same as parsing
 * while no response schema transforms, defaults or pipes a value.
 */
describe('the answers the browser types without parsing', () => {
  it('have response schemas of plain shapes', () => {
    const schemas = schemasTheBrowserTrusts();
    expect(schemas.length).toBeGreaterThan(60);
    expect(schemas.flatMap(([name, schema]) => reshapingSteps(schema, name))).toEqual([]);
  });
});
