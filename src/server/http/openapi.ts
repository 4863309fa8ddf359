import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '#server/version.ts';
import { route } from '#server/http/endpoint-route.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route?: { config?: { policy?: string } } };

/**
 * The OpenAPI document is generated from the same zod schemas the routes validate with. Each
 * operation carries the access policy its route declares, as `x-policy`: 'public', 'member'
 * (a signed-in member of an organisation) or the ability a member needs; and `x-answering` when a
 * session from an e-mailed answer link reaches it (decision 0056).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'CultureLens API',
        description:
          'Anonymous workplace-culture assessments. Every error answers { error: { code, message, issues? } }. Each operation names who may call it in x-policy.',
        version: appVersion,
      },
    },
    transform: (input: TransformInput) => {
      const transformed = jsonSchemaTransform(input);
      const answering = input.route?.config?.answering === true ? { 'x-answering': true } : {};
      return { ...transformed, schema: { ...transformed.schema, 'x-policy': input.route?.config?.policy, ...answering } };
    },
  });
  route(app, 'GET /api/openapi.json', { schema: { hide: true }, config: { policy: 'public' } }, async () => app.swagger());
}
