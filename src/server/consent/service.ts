import { eq } from 'drizzle-orm';
import { CONSENT_VERSION, type ConsentInfo } from '#domain/api/consent.ts';
import { users } from '../db/schema.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { recordAuditEvent } from '../audit/service.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { findOrganisationById } from '../accounts/queries.ts';
import { organisationView } from '../accounts/session-view.ts';

async function organisationOf(context: ServerContext, user: SessionUserRow) {
  const organisation = user.organisationId ? await findOrganisationById(context.db, user.organisationId) : undefined;
  if (!organisation) throw new AppError('not_found', 'Consent is asked of members of an organisation: you are not a member of one yet.');
  return organisationView(organisation);
}

export async function consentInfo(context: ServerContext, user: SessionUserRow): Promise<ConsentInfo> {
  const organisation = await organisationOf(context, user);
  return {
    version: CONSENT_VERSION,
    organisationName: organisation.name,
    retentionMonths: organisation.settings.retention_months,
    consentedAt: user.consentedAt?.toISOString() ?? null,
    consentVersion: user.consentVersion,
  };
}

/** Records consent to the current text, with the time and an audit event. */
export async function giveConsent(context: ServerContext, user: SessionUserRow): Promise<SessionUserRow> {
  await organisationOf(context, user);
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ consentedAt: now, consentVersion: CONSENT_VERSION, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new AppError('not_found');
    await recordAuditEvent(tx, updated.organisationId, updated.id, 'USER_CONSENTED', {
      consent_date: now.toISOString(),
      consent_version: CONSENT_VERSION,
    });
    return updated;
  });
}
