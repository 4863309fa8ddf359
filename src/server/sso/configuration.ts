import type { z } from 'zod';
import { SSO_PROTOCOLS, type SaveSsoConfigurationRequestSchema, type SsoConfigurationResponse } from '#domain/api/sso.ts';
import { ssoMessages } from '#domain/messages.ts';
import { organisationRefusals } from '#domain/messages.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { findUserById } from '#server/auth/users.ts';
import type { ServerContext } from '#server/context.ts';
import { seal, unseal } from '#server/crypto/aead.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { deriveKey } from '#server/secrets.ts';
import {
  assertNotPublicWebmail,
  domainsHeldElsewhere,
  emailDomainOf,
  findOrganisationById,
  lockEmailDomainClaims,
} from '#server/organisations/index.ts';
import type { SsoConfiguration } from './protocol.ts';
import { samlProtocol } from './saml/protocol.ts';
import { serviceProviderEndpoints } from './saml/service-provider.ts';
import { protocolNamed, ssoProtocols } from './protocols.ts';
import {
  deleteSsoConfiguration,
  findSsoConfiguration,
  passwordAdministrators,
  upsertSsoConfiguration,
  type SsoConfigurationRow,
} from './queries.ts';

type SaveInput = z.output<typeof SaveSsoConfigurationRequestSchema>;

// The provider's secret is sealed to its organisation's row: copied onto another it does not open.
const secretKey = (context: ServerContext) => deriveKey(context.secrets, 'sso-secrets');
const secretBoundTo = (organisationId: string) => `sso-secret:${organisationId}`;

/** Where a provider sends its answers for this organisation, per protocol. */
export function callbackUrlOf(context: ServerContext, organisationId: string, callbackPath: string): string {
  return new URL(`/api/sso/${organisationId}/${callbackPath}`, context.publicUrl).href;
}

/** A stored configuration as its protocol uses it, its secret unsealed. */
export function configurationOf(context: ServerContext, row: SsoConfigurationRow): SsoConfiguration<unknown> {
  return {
    organisationId: row.organisationId,
    protocol: row.protocol,
    settings: row.settings,
    secret: row.sealedSecret ? unseal(secretKey(context), row.sealedSecret, secretBoundTo(row.organisationId)) : null,
    emailDomains: row.emailDomains,
    required: row.required,
    breakGlassUserId: row.breakGlassUserId,
  };
}

export async function ssoConfigurationView(context: ServerContext, actor: OrganisationActor): Promise<SsoConfigurationResponse> {
  const { organisationId } = actor;
  const row = await findSsoConfiguration(context.db, organisationId);
  const administrators = await passwordAdministrators(context.db, organisationId);
  const callbackUrls = Object.fromEntries(
    SSO_PROTOCOLS.flatMap((name) => {
      const protocol = ssoProtocols[name];
      return protocol ? [[name, callbackUrlOf(context, organisationId, protocol.callbackPath)]] : [];
    }),
  );
  return {
    configuration: row
      ? {
          protocol: row.protocol,
          settings: row.settings,
          hasSecret: row.sealedSecret !== null,
          emailDomains: row.emailDomains,
          required: row.required,
          breakGlassUserId: row.breakGlassUserId,
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
    callbackUrls,
    samlEntityId: serviceProviderEndpoints(callbackUrlOf(context, organisationId, samlProtocol.callbackPath)).entityId,
    administrators: administrators.map((admin) => ({
      id: admin.id,
      email: admin.email,
      name: `${admin.firstName} ${admin.lastName}`.trim(),
    })),
  };
}

/** The protocol's settings, checked by its own schema; its issues are the settings' fields. */
function checkedSettings(input: SaveInput): { settings: Record<string, unknown>; needsSecret: boolean } {
  const protocol = protocolNamed(input.protocol);
  if (!protocol)
    throw new AppError('validation_failed', ssoMessages.notConfigured, [{ path: 'protocol', message: ssoMessages.notConfigured }]);
  const parsed = protocol.settingsSchema.safeParse(input.settings);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: ['settings', ...issue.path].join('.'), message: issue.message }));
    throw new AppError('validation_failed', issues[0]?.message, issues);
  }
  return { settings: parsed.data as Record<string, unknown>, needsSecret: protocol.needsSecret };
}

/**
 * Each domain must be the organisation's, as for self-registration (decision 0010): the
 * administrator's own verified domain, one the platform approved, one already on the
 * organisation's self-registration list or already served; never public webmail; and served by
 * no other organisation (allowed, approved or by single sign-on). Call under the claims lock.
 */
async function assertDomainsAreTheOrganisations(
  tx: Database,
  actor: OrganisationActor,
  domains: readonly string[],
  current: readonly string[],
) {
  const organisation = await findOrganisationById(tx, actor.organisationId);
  if (!organisation) throw new AppError('forbidden', organisationRefusals.userOrOrganisationNotFound);
  const self = await findUserById(tx, actor.userId);
  const proven = new Set(
    [
      ...(self?.emailVerifiedAt ? [emailDomainOf(self.email)] : []),
      ...(organisation.settings.approvedEmailDomains ?? []),
      ...organisation.settings.allowedEmailDomains,
      ...current,
    ].map((domain) => domain.toLowerCase()),
  );
  for (const domain of domains) {
    assertNotPublicWebmail(domain);
    if (!proven.has(domain)) throw new AppError('forbidden', ssoMessages.domainNotProven(domain));
  }
  const [held] = await domainsHeldElsewhere(tx, actor.organisationId, domains);
  if (held) throw new AppError('conflict', ssoMessages.domainHeldElsewhere(held));
}

async function assertBreakGlass(tx: Database, actor: OrganisationActor, input: SaveInput) {
  if (input.breakGlassUserId === null) {
    if (input.required)
      throw new AppError('validation_failed', ssoMessages.breakGlassRequired, [
        { path: 'breakGlassUserId', message: ssoMessages.breakGlassRequired },
      ]);
    return;
  }
  const candidates = await passwordAdministrators(tx, actor.organisationId);
  if (!candidates.some((candidate) => candidate.id === input.breakGlassUserId))
    throw new AppError('validation_failed', ssoMessages.breakGlassNotAdministrator, [
      { path: 'breakGlassUserId', message: ssoMessages.breakGlassNotAdministrator },
    ]);
}

/** Creates or replaces the organisation's single sign-on; audited, the secret never recorded. */
export async function saveSsoConfiguration(context: ServerContext, actor: OrganisationActor, input: SaveInput) {
  const { organisationId } = actor;
  const { settings, needsSecret } = checkedSettings(input);
  const domains = [...new Set(input.emailDomains)];
  await context.db.transaction(async (tx) => {
    await lockEmailDomainClaims(tx);
    const current = await findSsoConfiguration(tx, organisationId);
    await assertDomainsAreTheOrganisations(tx, actor, domains, current?.emailDomains ?? []);
    await assertBreakGlass(tx, actor, input);
    const keptSecret = current?.protocol === input.protocol ? current.sealedSecret : null;
    const sealedSecret = input.secret ? seal(secretKey(context), input.secret, secretBoundTo(organisationId)) : keptSecret;
    if (needsSecret && !sealedSecret)
      throw new AppError('validation_failed', ssoMessages.secretRequired, [{ path: 'secret', message: ssoMessages.secretRequired }]);
    const now = context.clock.now();
    await upsertSsoConfiguration(tx, {
      organisationId,
      protocol: input.protocol,
      settings,
      sealedSecret: needsSecret ? sealedSecret : null,
      emailDomains: domains,
      required: input.required,
      breakGlassUserId: input.breakGlassUserId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAuditEvent(tx, organisationId, actor.userId, 'SSO_CONFIGURATION_SAVED', {
      protocol: input.protocol,
      domains,
      required: input.required,
      break_glass_user_id: input.breakGlassUserId,
      ...(input.secret ? { changed_keys: ['secret'] } : {}),
    });
  });
  return ssoConfigurationView(context, actor);
}

export async function removeSsoConfiguration(context: ServerContext, actor: OrganisationActor) {
  await context.db.transaction(async (tx) => {
    if (!(await deleteSsoConfiguration(tx, actor.organisationId))) throw new AppError('not_found', ssoMessages.notConfigured);
    await recordAuditEvent(tx, actor.organisationId, actor.userId, 'SSO_CONFIGURATION_REMOVED');
  });
  return ssoConfigurationView(context, actor);
}
