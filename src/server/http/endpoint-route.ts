import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints, type Endpoint, type EndpointKey, type Endpoints } from '#domain/api/endpoints.ts';

type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What a route says about itself in the OpenAPI document; its schemas come from the endpoint map. */
type RouteDocs = { summary?: string; description?: string; tags?: string[]; hide?: boolean; consumes?: string[]; produces?: string[] };

type RouteSchema<Key extends EndpointKey> = Omit<Endpoints[Key], 'link'> & RouteDocs;

type RouteOptions<Key extends EndpointKey> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    RouteSchema<Key>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
> & { schema?: RouteDocs };

type RouteHandler<Key extends EndpointKey> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<Key>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * Registers the route of one entry of the endpoint map (src/domain/api/endpoints.ts): its method,
 * path and schemas come from the entry, its policy, documentation and handler from the feature.
 * The handler's request and reply are typed by the entry's schemas.
 */
export function route<Key extends EndpointKey>(app: ZodApp, key: Key, options: RouteOptions<Key>, handler: RouteHandler<Key>): void {
  const [method, url] = key.split(' ') as [HTTPMethods, string];
  const { link: _link, ...schemas }: Endpoint = endpoints[key];
  const { schema: docs, ...rest } = options;
  // The typed signature above is what callers see; Fastify's own overloads cannot follow a key.
  app.route({ ...rest, method, url, schema: { ...docs, ...schemas }, handler: handler as RouteHandlerMethod } as Parameters<
    ZodApp['route']
  >[0]);
}
