import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdateOrganisationSettingsRequestSchema } from '#domain/api/organisation-settings.ts';
import { defaultOrganisationSettings, organisations, type OrganisationSettings } from '../db/schema.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { recordAuditEvent } from '../audit/service.ts';
import type { OrganisationActor } from '../auth/route-policy.ts';
import { organisationView } from '../accounts/session-view.ts';

type UpdateOrganisationSettingsInput = z.output<typeof UpdateOrganisationSettingsRequestSchema>;

/** Request fields and the settings keys they are stored under. */
const settingKeys = {
  allowSelfRegistration: 'allow_self_registration',
  requireEmailVerification: 'require_email_verification',
  allowedEmailDomains: 'allowed_email_domains',
  retentionMonths: 'retention_months',
  resultsAfterClose: 'results_after_close',
} as const satisfies Record<keyof UpdateOrganisationSettingsInput, keyof OrganisationSettings>;

/** Changes the given settings of the caller's own organisation; the others stay as they are. */
export async function updateOrganisationSettings(context: ServerContext, actor: OrganisationActor, input: UpdateOrganisationSettingsInput) {
  const { organisationId } = actor;

  return context.db.transaction(async (tx) => {
    // Row lock: two administrators saving at once must not drop each other's keys.
    const [current] = await tx.select().from(organisations).where(eq(organisations.id, organisationId)).for('update');
    if (!current) throw new AppError('forbidden', 'User or organisation not found');
    const settings: OrganisationSettings = { ...defaultOrganisationSettings, ...current.settings };
    const changedKeys: (keyof OrganisationSettings)[] = [];
    for (const field of Object.keys(settingKeys) as (keyof typeof settingKeys)[]) {
      const value = input[field];
      if (value === undefined) continue;
      const key = settingKeys[field];
      if (JSON.stringify(settings[key]) !== JSON.stringify(value)) changedKeys.push(key);
      Object.assign(settings, { [key]: value });
    }
    const [organisation] = await tx
      .update(organisations)
      .set({ settings, updatedAt: context.clock.now() })
      .where(eq(organisations.id, organisationId))
      .returning();
    if (!organisation) throw new AppError('forbidden', 'User or organisation not found');
    await recordAuditEvent(tx, organisationId, actor.userId, 'ORGANISATION_SETTINGS_UPDATED', { changed_keys: changedKeys });
    return organisationView(organisation);
  });
}
