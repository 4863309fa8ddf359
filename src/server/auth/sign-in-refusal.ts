import { authMessages } from '#domain/messages.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { findOrganisationById, organisationIsSuspended } from '#server/organisations/index.ts';
import { passwordRefusedBySso } from '#server/sso/index.ts';
import type { SessionUserRow } from './sessions.ts';

/** Verification is required unless the person's organisation has turned it off. */
async function requiresVerification(db: Database, user: SessionUserRow): Promise<boolean> {
  if (!user.organisationId) return true;
  const organisation = await findOrganisationById(db, user.organisationId);
  return organisation?.settings.requireEmailVerification !== false;
}

/**
 * Why someone who has proven who they are (the password, and the code when they have a second
 * factor) still gets no session: their organisation is suspended, their address needs
 * verifying, or their organisation requires single sign-on and they used a password. Asked only once everything is proven, so that neither answer tells a guesser that
 * the password was right (a second factor's pending sign-in looks the same either way).
 */
export async function signInRefusal(db: Database, user: SessionUserRow, method: 'password' | 'sso'): Promise<AppError | null> {
  if (await organisationIsSuspended(db, user)) return new AppError('organisation_suspended');
  // Where the organisation requires single sign-on, a password (with or without its code) opens nothing (decision 0054).
  if (method === 'password' && (await passwordRefusedBySso(db, user))) return new AppError('sso_required');
  if (!user.emailVerifiedAt && (await requiresVerification(db, user)))
    return new AppError('email_not_verified', authMessages.emailNotVerified);
  return null;
}
