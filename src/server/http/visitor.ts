import type { FastifyRequest } from 'fastify';
import { clientAddress } from '#server/auth/request-user.ts';
import { networkOf } from './network.ts';

/**
 * Who calls a public route: what the request says about the caller, for services that have no
 * signed-in actor (contact form, invitation links). Services take it where others take the actor.
 * `address` is the client's own address, for the audit log; `network` is what limits count by
 * (an IPv6 address's /64, network.ts).
 */
export type Visitor = { address: string; network: string; userAgent: string | undefined };

export function visitorOf(request: FastifyRequest): Visitor {
  const address = clientAddress(request);
  return { address, network: networkOf(address), userAgent: request.headers['user-agent'] };
}
