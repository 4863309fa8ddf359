import type { FastifyServerOptions } from 'fastify';

/**
 * TRUST_PROXY as Fastify's option. A hop count becomes a function: Fastify reads a plain
 * number as "trust nothing", which would leave every client with the proxy's address (one
 * rate limit for everybody). With n hops the client is the address n entries from the right
 * of X-Forwarded-For, never the left-most one, which the client writes itself.
 */
export function trustProxyOption(value: false | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address: string, hop: number) => hop < hops;
}
