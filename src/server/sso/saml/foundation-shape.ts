import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

// The shared single sign-on shape this protocol plugs into (issue #35). Replaced by the shared
// module's own types once it exists.

export type SsoConfiguration<Settings> = { organisationId: string; settings: Settings };
export type PendingSignIn = Record<string, string>;
export type VerifiedIdentity = { email: string; name?: string; subject: string; multiFactor: boolean };

export interface SsoProtocol<Settings> {
  settingsSchema: ZodType<Settings>;
  begin(config: SsoConfiguration<Settings>, callbackUrl: string): Promise<{ redirectUrl: string; pending: PendingSignIn }>;
  complete(config: SsoConfiguration<Settings>, pending: PendingSignIn, request: FastifyRequest): Promise<VerifiedIdentity>;
}
