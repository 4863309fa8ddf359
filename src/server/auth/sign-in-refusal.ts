import { authMessages } from '#domain/messages.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { findOrganisationById, organisationIsSuspended } from '#server/organisations/index.ts';
import type { SessionUserRow } from './sessions.ts';

/** Verification is required unless the person's organisation has turned it off. */
async function requiresVerification(db: Database, user: SessionUserRow): Promise<boolean> {
  if (!user.organisationId) return true;
  const organisation = await findOrganisationById(db, user.organisationId);
  return organisation?.settings.requireEmailVerification !== false;
}

/**
 * Why someone who has proven who they are (the password, and the code when they have a second
 * factor) still gets no session: their organisation is suspended, or their address needs
 * verifying. Asked only once everything is proven, so that neither answer tells a guesser that
 * the password was right (a second factor's pending sign-in looks the same either way).
 */
export async function signInRefusal(db: Database, user: SessionUserRow): Promise<AppError | null> {
  if (await organisationIsSuspended(db, user)) return new AppError('organisation_suspended');
  if (!user.emailVerifiedAt && (await requiresVerification(db, user)))
    return new AppError('email_not_verified', authMessages.emailNotVerified);
  return null;
}
