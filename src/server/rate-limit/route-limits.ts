import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/clock.ts';
import { AppError } from '#server/errors.ts';
import { networkOf } from '#server/http/network.ts';
import { databaseStore } from './database-store.ts';
import { tryAgainIn } from './limiter.ts';
import { rateLimitMessages } from '#domain/messages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * @fastify/rate-limit with counts in the database (shared by every app process). Not global:
 * each route declares its own limit beside its policy, `config: { policy, rateLimit }`.
 */
export async function registerRouteLimits(app: FastifyInstance, db: Database, clock: Clock): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(db, clock),
    // Counted per network, an IPv6 address by its /64 (network.ts), unless a route says otherwise.
    keyGenerator: byNetwork,
    errorResponseBuilder: (_request, context) => {
      const retryAfterSeconds = Math.max(1, Math.ceil(context.ttl / 1000));
      // Thrown by the plugin; the error handler sends it in the usual `{ error }` shape.
      return new AppError('rate_limited', [rateLimitMessages.tooManyAttempts, tryAgainIn(retryAfterSeconds)], undefined, {
        retryAfterSeconds,
      });
    },
  });
}

/** The client's network: its IPv4 address, or the /64 of its IPv6 address. */
export const byNetwork = (request: FastifyRequest): string => networkOf(request.ip);

/** The signed-in person, or the network of someone who is not (the route's policy decides who may call it). */
const byPerson = (request: FastifyRequest): string => request.user?.id ?? byNetwork(request);

/** A link's token (in the body, or the query of an unsubscribe link), hashed: the limit follows the link, whoever (and whichever network) uses it. */
function tokenOf(request: FastifyRequest): string {
  const body = request.body as { token?: unknown } | undefined;
  const query = request.query as { token?: unknown } | undefined;
  const token = typeof body?.token === 'string' ? body.token : typeof query?.token === 'string' ? query.token : '';
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Using an e-mailed link (invitation, verification, reset): counted per token, after the body
 * is parsed. A token is 256 random bits, so guessing is hopeless anyway; the limit only stops
 * one link from being hammered, and people sharing an office network never share a count.
 */
export const perLinkToken: RateLimitOptions = { max: 20, timeWindow: HOUR, hook: 'preHandler', keyGenerator: tokenOf };

/**
 * Sign-in per network: wrong passwords are slowed per (account, network) in the service; this
 * only caps a flood from one address, sized for a whole office signing in on a survey morning.
 */
export const signInPerNetwork: RateLimitOptions = { max: 1000, timeWindow: 15 * MINUTE };

/**
 * Invitation requests per administrator (each carries up to 500 addresses; the organisation's
 * daily quota bounds the mail): keyed by the signed-in person, so colleagues never share it.
 */
export const invitationsPerAdmin: RateLimitOptions = {
  max: 100,
  timeWindow: HOUR,
  hook: 'preHandler',
  keyGenerator: byPerson,
};

/** Audit log downloads per administrator: each reads up to 50,000 events, so a loop of them is refused early. */
export const auditDownloadsPerAdmin: RateLimitOptions = {
  max: 60,
  timeWindow: HOUR,
  hook: 'preHandler',
  keyGenerator: byPerson,
};

/** E-mail domain requests per administrator: each lands in the platform administrators' queue. */
export const domainRequestsPerAdmin: RateLimitOptions = {
  max: 20,
  timeWindow: HOUR,
  hook: 'preHandler',
  keyGenerator: byPerson,
};

/**
 * Imports of a local workspace's answers per administrator: an organisation moves a workspace
 * once, with an import per local assessment, so a few an hour is plenty; each one writes a release.
 */
export const answerImportsPerAdmin: RateLimitOptions = {
  max: 10,
  timeWindow: HOUR,
  hook: 'preHandler',
  keyGenerator: byPerson,
};
