import { z } from 'zod';
import type { TestServer } from '#tests/http.ts';

/**
 * Every operation of the running application's OpenAPI document, and a valid-shaped request
 * for each: parameters and bodies generated from the document's own schemas, with the ids of
 * real records (fixtures) wherever an operation addresses one. New routes are covered without
 * touching the tests that use this.
 */

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  format?: string;
  pattern?: string;
};

const JsonSchemaSchema = z.custom<JsonSchema>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
const ParameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  schema: JsonSchemaSchema.optional(),
});
const OperationSchema = z.looseObject({
  'x-policy': z.unknown(),
  'x-answering': z.literal(true).optional(),
  parameters: z.array(ParameterSchema).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: JsonSchemaSchema })) }).optional(),
});
const DocumentSchema = z.looseObject({ paths: z.record(z.string(), z.record(z.string(), OperationSchema)) });

export type Operation = {
  method: string;
  /** As the document writes it: /api/people/{id}. */
  path: string;
  policy: unknown;
  /** A session from an e-mailed answer link reaches it (decision 0056). */
  answering?: boolean;
  parameters: z.infer<typeof ParameterSchema>[];
  body: JsonSchema | undefined;
};

export async function fetchOperations(server: TestServer): Promise<Operation[]> {
  const response = await server.request('/api/openapi.json');
  if (response.status !== 200) throw new Error(`the OpenAPI document answered ${response.status}`);
  const document = DocumentSchema.parse(await response.json());
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      policy: operation['x-policy'],
      answering: operation['x-answering'] === true,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Real records the generated requests address; each belongs to the organisation under test. */
export type Fixtures = {
  assessmentId: string;
  questionId: string;
  invitationId: string;
  personId: string;
  managerId: string;
  roadmapItemId: string;
  actionPlanId: string;
  /** The person the SCIM routes address, when not `personId`. */
  scimPersonId?: string;
};

/** Whether the operation names a record (path id, or an assessment in its query or body). */
export function addressesRecord(operation: Operation): boolean {
  return (
    operation.parameters.some((parameter) => parameter.in === 'path' || parameter.name === 'assessmentId') ||
    Object.hasOwn(operation.body?.properties ?? {}, 'assessmentId')
  );
}

function fixtureFor(name: string, path: string, fixtures: Fixtures): string | undefined {
  if (name === 'assessmentId') return fixtures.assessmentId;
  if (name === 'questionId') return fixtures.questionId;
  if (name === 'managerId') return fixtures.managerId;
  if (name !== 'id') return undefined;
  if (path.startsWith('/api/invitations/')) return fixtures.invitationId;
  if (path.startsWith('/api/people/')) return fixtures.personId;
  if (path.startsWith('/api/roadmap/items/')) return fixtures.roadmapItemId;
  if (path.startsWith('/api/action-plans/')) return fixtures.actionPlanId;
  // Assessments, results, demo results and exports are all addressed by an assessment.
  return fixtures.assessmentId;
}

let serial = 0;

function sampleString(name: string, schema: JsonSchema): string {
  serial += 1;
  const key = name.toLowerCase();
  // Domains before e-mail: "allowedEmailDomains" holds domains.
  if (key.includes('domain')) return 'example.test';
  if (key.includes('email') || key === 'text') return `route-check-${serial}@example.test`;
  if (key.includes('password')) return 'correct horse battery staple';
  if (key === 'token') return 'a'.repeat(43);
  if (key === 'role') return 'employee';
  if (key === 'csv') return `email,first name,last name\nimported-${serial}@example.test,Ida,Imported`;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date-time') return '2099-01-01T00:00:00.000Z';
  if (schema.format === 'date') return '2099-01-01';
  // A key with a pattern (a custom domain's key): a lower-case slug, as such keys are.
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(`Route check ${serial}`)) return `route-check-${serial}`;
  // Unique, so that names which must be unique (organisations) are.
  const text = `Route check ${serial}`.padEnd(schema.minLength ?? 0, '.');
  return schema.maxLength === undefined ? text : text.slice(0, schema.maxLength);
}

// Values whose rule the schema cannot show: sub-categories must belong to the chosen
// categories, and none means all of theirs. Requiring two-step sign-in of everyone would lock
// the organisation's employees and managers, who have no second factor, out of every later call.
// A person attribute's SCIM path is one of a few listed paths, or none.
const knownValues: Record<string, unknown> = { selectedDomains: [], requireTwoStepForEveryone: false, scimPath: null };

/** A value the schema accepts: the first choice of an enum or union, the smallest number, one item of a list. */
function sample(schema: JsonSchema, name: string, path: string, fixtures: Fixtures): unknown {
  const fixture = fixtureFor(name, path, fixtures);
  if (fixture !== undefined) return fixture;
  if (Object.hasOwn(knownValues, name)) return knownValues[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, name, path, fixtures);
  // An intersection (a question's common fields and its kind's own): one object with every part's fields.
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, name, path, fixtures)));
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property, key, path, fixtures)]),
      );
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 0, 1), schema.maxItems ?? 1);
      return Array.from({ length: count }, () => sample(schema.items ?? {}, name, path, fixtures));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return sampleString(name, schema);
    default:
      return null;
  }
}

/** The URL (path and query filled in) and the JSON body of a valid-shaped request. */
export function requestFor(operation: Operation, fixtures: Fixtures): { url: string; method: string; body?: unknown } {
  const query = new URLSearchParams();
  let url = operation.path;
  for (const parameter of operation.parameters) {
    const value = String(sample(parameter.schema ?? { type: 'string' }, parameter.name, operation.path, fixtures));
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    if (parameter.in === 'query') query.set(parameter.name, value);
  }
  const search = query.toString() === '' ? '' : `?${query.toString()}`;
  const request = { url: `${url}${search}`, method: operation.method };
  return operation.body ? { ...request, body: sample(operation.body, '', operation.path, fixtures) } : request;
}

export const describeOperation = (operation: Operation) => `${operation.method} ${operation.path}`;
