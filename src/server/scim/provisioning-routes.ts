import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { provisioningCallerOf } from '#server/auth/route-policy.ts';
import { route } from '#server/http/endpoint-route.ts';
import { resourceTypes, schemas, serviceProviderConfig } from './discovery.ts';
import { registerScimErrors } from './errors.ts';
import { deactivateScimUser, patchScimUser } from './patch.ts';
import { createScimUser, getScimUser, listScimUsers, replaceScimUser } from './users.ts';
import { mappedAttributesOf } from './mapped.ts';

const SCIM_TYPE = 'application/scim+json';
const docs = (summary: string) => ({ summary, tags: ['provisioning'] });

/**
 * SCIM 2.0 (RFC 7643/7644) for an organisation's identity provider, under /api/scim/v2, admitted
 * by a provisioning token (policy `provisioning`). Bodies are read here, in SCIM's own media type
 * or JSON, and every refusal leaves in SCIM's error shape.
 */
export function provisioningRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerScimErrors(app);
    app.addContentTypeParser(SCIM_TYPE, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode !== 204) void reply.type(SCIM_TYPE);
      return payload;
    });
    const config = { policy: 'provisioning' } as const;
    route(app, 'GET /api/scim/v2/ServiceProviderConfig', { config, schema: docs('SCIM service provider configuration') }, async () =>
      serviceProviderConfig(context.publicUrl),
    );
    route(app, 'GET /api/scim/v2/ResourceTypes', { config, schema: docs('SCIM resource types: User') }, async () =>
      resourceTypes(context.publicUrl),
    );
    route(app, 'GET /api/scim/v2/Schemas', { config, schema: docs('SCIM schemas and the attributes kept') }, async (request) =>
      schemas(context.publicUrl, await mappedAttributesOf(context.db, provisioningCallerOf(request).organisationId)),
    );
    route(app, 'GET /api/scim/v2/Users', { config, schema: docs('SCIM users, filtered and paged') }, async (request) =>
      listScimUsers(context, provisioningCallerOf(request), request.query),
    );
    route(app, 'POST /api/scim/v2/Users', { config, schema: docs('Provision a person') }, async (request, reply) =>
      reply.status(201).send(await createScimUser(context, provisioningCallerOf(request), request.body)),
    );
    route(app, 'GET /api/scim/v2/Users/:id', { config, schema: docs('One SCIM user') }, async (request) =>
      getScimUser(context, provisioningCallerOf(request), (request.params as { id: string }).id),
    );
    route(app, 'PUT /api/scim/v2/Users/:id', { config, schema: docs('Replace a SCIM user') }, async (request) =>
      replaceScimUser(context, provisioningCallerOf(request), (request.params as { id: string }).id, request.body),
    );
    route(app, 'PATCH /api/scim/v2/Users/:id', { config, schema: docs('Change a SCIM user (RFC 7644 PATCH)') }, async (request) =>
      patchScimUser(context, provisioningCallerOf(request), (request.params as { id: string }).id, request.body),
    );
    route(app, 'DELETE /api/scim/v2/Users/:id', { config, schema: docs('Deactivate a SCIM user') }, async (request, reply) => {
      await deactivateScimUser(context, provisioningCallerOf(request), (request.params as { id: string }).id);
      return reply.status(204).send(null);
    });
  };
}
