import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';

// The shared single sign-on shape this protocol plugs into (issue #35). Replaced by the shared
// module's own types once it exists.

export type SsoConfiguration<Settings> = { organisationId: string; settings: Settings };
export type PendingSignIn = Record<string, string>;
export type VerifiedIdentity = { email: string; name?: string; subject: string; multiFactor: boolean };
export type ProtocolContext = { clock: Clock; db: Database };

export class SsoRefusalError extends Error {
  constructor(
    readonly reason: string,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'SsoRefusalError';
  }
}

export interface SsoProtocol<Settings> {
  settingsSchema: ZodType<Settings>;
  callbackPath: string;
  needsSecret: boolean;
  begin(
    config: SsoConfiguration<Settings>,
    callbackUrl: string,
    context: ProtocolContext,
  ): Promise<{ redirectUrl: string; pending: PendingSignIn }>;
  complete(
    config: SsoConfiguration<Settings>,
    pending: PendingSignIn,
    request: FastifyRequest,
    context: ProtocolContext & { callbackUrl: string },
  ): Promise<VerifiedIdentity>;
}
