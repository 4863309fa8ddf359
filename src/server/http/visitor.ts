import type { FastifyRequest } from 'fastify';
import { clientAddress } from '#server/auth/request-user.ts';

/**
 * Who calls a public route: what the request says about the caller, for services that have no
 * signed-in actor (contact form, invitation links). Services take it where others take the actor.
 */
export type Visitor = { address: string; userAgent: string | undefined };

export function visitorOf(request: FastifyRequest): Visitor {
  return { address: clientAddress(request), userAgent: request.headers['user-agent'] };
}
