import { CONSENT_VERSION, type ConsentInfo } from '#domain/api/consent.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { MemberRow } from '#server/auth/route-policy.ts';
import type { SessionUserRow } from '#server/auth/sessions.ts';
import { findOrganisationById } from '#server/organisations/index.ts';
import { organisationView } from '#server/auth/session-view.ts';
import { recordConsent, smallestRunningGroupSize } from './queries.ts';

export async function consentInfo(context: ServerContext, member: MemberRow): Promise<ConsentInfo> {
  const found = await findOrganisationById(context.db, member.organisationId);
  if (!found) throw new AppError('not_found');
  const organisation = organisationView(found);
  // The promise must hold for every assessment: one opened before the setting was raised keeps its smaller size.
  const running = await smallestRunningGroupSize(context.db, member.organisationId);
  return {
    version: CONSENT_VERSION,
    organisationName: organisation.name,
    retentionMonths: organisation.settings.retentionMonths,
    minimumGroupSize: Math.min(organisation.settings.minimumGroupSize, running ?? Infinity),
    consentedAt: member.consentedAt?.toISOString() ?? null,
    consentVersion: member.consentVersion,
  };
}

/** Records consent to the current text, with the time and an audit event. */
export async function giveConsent(context: ServerContext, member: MemberRow): Promise<SessionUserRow> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const updated = await recordConsent(tx, member.organisationId, member.id, { consentedAt: now, consentVersion: CONSENT_VERSION });
    if (!updated) throw new AppError('not_found');
    await recordAuditEvent(tx, member.organisationId, updated.id, 'USER_CONSENTED', {
      consent_date: now.toISOString(),
      consent_version: CONSENT_VERSION,
    });
    return updated;
  });
}
