import type { z } from 'zod';
import type { UpdateOrganisationSettingsRequestSchema } from '#domain/api/organisations-settings.ts';
import type { StoredOrganisationSettings } from '#server/db/schema.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import type { Actor } from '#domain/permissions.ts';
import { organisationView } from '#server/auth/session-view.ts';
import type { Database } from '#server/db/client.ts';
import { emailDomainMessages } from '#domain/api/organisations-settings.ts';
import { findUserById } from '#server/auth/users.ts';
import { assertNotHeldElsewhere, assertNotPublicWebmail, emailDomainOf } from './email-domains.ts';
import { grantEmailDomain } from './email-domain-requests.ts';
import { lockEmailDomainClaims, lockOrganisation, updateSettings } from './queries.ts';
import { organisationRefusals } from '#domain/messages.ts';

type UpdateOrganisationSettingsInput = z.output<typeof UpdateOrganisationSettingsRequestSchema>;

/** Changes the given settings of the caller's own organisation; the others stay as they are. */
export async function updateOrganisationSettings(context: ServerContext, actor: OrganisationActor, input: UpdateOrganisationSettingsInput) {
  const { organisationId } = actor;

  return context.db.transaction(async (tx) => {
    // Taken before the row lock, in the same order as the platform approval, so neither waits on the other forever.
    if (input.allowedEmailDomains !== undefined) await lockEmailDomainClaims(tx);
    // Row lock: two administrators saving at once must not drop each other's keys.
    const current = await lockOrganisation(tx, organisationId);
    if (!current) throw new AppError('forbidden', organisationRefusals.userOrOrganisationNotFound);
    const settings: StoredOrganisationSettings = { ...current.settings };
    if (input.allowedEmailDomains !== undefined) await assertDomainsMayBeAdded(tx, actor, settings, input.allowedEmailDomains);
    const changedKeys: (keyof UpdateOrganisationSettingsInput)[] = [];
    for (const [key, value] of Object.entries(input) as [keyof UpdateOrganisationSettingsInput, unknown][]) {
      if (value === undefined) continue;
      if (JSON.stringify(settings[key]) !== JSON.stringify(value)) changedKeys.push(key);
      Object.assign(settings, { [key]: value });
    }
    const organisation = await updateSettings(tx, organisationId, settings, context.clock.now());
    if (!organisation) throw new AppError('forbidden', organisationRefusals.userOrOrganisationNotFound);
    await recordAuditEvent(tx, organisationId, actor.userId, 'ORGANISATION_SETTINGS_UPDATED', { changed_keys: changedKeys });
    return organisationView(organisation);
  });
}

/**
 * Each domain the list gains must be the administrator's own verified e-mail domain or one the
 * platform administrator approved, never public webmail, and held by no other organisation.
 * Domains already on the list stay, so that removing others never fails.
 */
async function assertDomainsMayBeAdded(
  tx: Database,
  actor: OrganisationActor,
  settings: StoredOrganisationSettings,
  domains: readonly string[],
) {
  const current = new Set(settings.allowedEmailDomains.map((domain) => domain.toLowerCase()));
  const added = domains.filter((domain) => !current.has(domain));
  if (added.length === 0) return;
  const self = await findUserById(tx, actor.userId);
  const ownDomain = self?.emailVerifiedAt ? emailDomainOf(self.email) : undefined;
  const approved = new Set((settings.approvedEmailDomains ?? []).map((domain) => domain.toLowerCase()));
  for (const domain of added) {
    // Proof before availability: an administrator learns nothing about other organisations' domains.
    assertNotPublicWebmail(domain);
    if (domain !== ownDomain && !approved.has(domain)) throw new AppError('forbidden', emailDomainMessages.notProven(domain));
    await assertNotHeldElsewhere(tx, actor.organisationId, domain);
  }
}

/**
 * The platform administrator approves a domain for an organisation after checking that it is
 * theirs, without a request from it; the organisation's administrators can then add it to the
 * self-registration list. An open request for it is approved with it.
 */
export async function approveEmailDomain(context: ServerContext, actor: Actor, input: { organisationId: string; domain: string }) {
  const { organisationId, domain } = input;
  return context.db.transaction(async (tx) => {
    await lockEmailDomainClaims(tx);
    await grantEmailDomain(tx, actor, organisationId, domain, context.clock.now());
    // Recorded in the organisation's own trail, by the platform administrator.
    await recordAuditEvent(tx, organisationId, actor.userId, 'ORGANISATION_SETTINGS_UPDATED', {
      changed_keys: ['approvedEmailDomains'],
      domain,
    });
    return { organisationId, domain, approved: true as const };
  });
}
