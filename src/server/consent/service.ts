import { CONSENT_VERSION, type ConsentInfo } from '#domain/api/consent.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { MemberRow } from '#server/auth/route-policy.ts';
import type { SessionUserRow } from '#server/auth/sessions.ts';
import { findOrganisationById } from '#server/organisations/index.ts';
import { organisationView } from '#server/auth/session-view.ts';
import { recordConsent, smallestRunningGroupSize } from './queries.ts';

/** What the consent text says of an organisation: its name, how long answers are kept, the smallest group shown. */
export async function consentFacts(db: Database, organisationId: string) {
  const found = await findOrganisationById(db, organisationId);
  if (!found) throw new AppError('not_found');
  const organisation = organisationView(found);
  // The promise must hold for every assessment: one opened before the setting was raised keeps its smaller size.
  const running = await smallestRunningGroupSize(db, organisationId);
  return {
    organisationName: organisation.name,
    retentionMonths: organisation.settings.retentionMonths,
    minimumGroupSize: Math.min(organisation.settings.minimumGroupSize, running ?? Infinity),
  };
}

export async function consentInfo(context: ServerContext, member: MemberRow): Promise<ConsentInfo> {
  return {
    version: CONSENT_VERSION,
    ...(await consentFacts(context.db, member.organisationId)),
    consentedAt: member.consentedAt?.toISOString() ?? null,
    consentVersion: member.consentVersion,
  };
}

/** Records consent to the current text, with the time and an audit event, inside the caller's transaction. */
export async function recordConsentIn(tx: Database, organisationId: string, userId: string, now: Date): Promise<SessionUserRow> {
  const updated = await recordConsent(tx, organisationId, userId, { consentedAt: now, consentVersion: CONSENT_VERSION });
  if (!updated) throw new AppError('not_found');
  await recordAuditEvent(tx, organisationId, updated.id, 'USER_CONSENTED', {
    consent_date: now.toISOString(),
    consent_version: CONSENT_VERSION,
  });
  return updated;
}

/** Records consent to the current text, with the time and an audit event. */
export async function giveConsent(context: ServerContext, member: MemberRow): Promise<SessionUserRow> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => recordConsentIn(tx, member.organisationId, member.id, now));
}
