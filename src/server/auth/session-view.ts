import type { SessionResponse } from '#domain/api/accounts.ts';
import { defaultLocaleOf, OrganisationSettingsSchema } from '#domain/organisation-settings.ts';
import { isLocale } from '#domain/locales.ts';
import type { organisations, SessionScope } from '#server/db/schema.ts';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/clock.ts';
import { whySessionEnded, type SessionUserRow } from './sessions.ts';
import { actorOfUser } from './route-policy.ts';
import { findOrganisationById } from '#server/organisations/index.ts';
import { hasConfirmedSecondFactor } from '#server/two-step/index.ts';

type OrganisationRow = typeof organisations.$inferSelect;

export function organisationView(organisation: OrganisationRow): NonNullable<SessionResponse['organisation']> {
  return {
    id: organisation.id,
    name: organisation.name,
    // The members' view of the stored settings: the platform's approved domains stay on the server.
    settings: OrganisationSettingsSchema.parse({ ...organisation.settings, defaultLocale: defaultLocaleOf(organisation.settings) }),
    defaultDomains: organisation.defaultDomains,
    selectedCategories: organisation.selectedCategories,
    isDemo: organisation.isDemo,
  };
}

/** What the web app learns about the signed-in person: never the password hash or tokens. */
export async function sessionView(db: Database, user: SessionUserRow | null): Promise<SessionResponse> {
  if (!user) return { user: null, organisation: null };
  const organisation = user.organisationId ? await findOrganisationById(db, user.organisationId) : undefined;
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: actorOfUser(user).role,
      emailVerified: user.emailVerifiedAt !== null,
      organisationId: user.organisationId,
      managerId: user.managerId,
      consentedAt: user.consentedAt?.toISOString() ?? null,
      twoStepEnabled: await hasConfirmedSecondFactor(db, user.id),
      locale: isLocale(user.locale) ? user.locale : null,
    },
    organisation: organisation ? organisationView(organisation) : null,
  };
}

/**
 * GET /api/session: the view, and when nobody is signed in but the browser holds the cookie of
 * an ended session, why it ended, so the page says "signed out" or "suspended" instead of
 * quietly showing what signed-out visitors see.
 */
export async function currentSessionView(
  { db, clock }: { db: Database; clock: Clock },
  user: SessionUserRow | null,
  token: string | undefined,
  scope?: SessionScope,
): Promise<SessionResponse> {
  const view = await sessionView(db, user);
  // Signed in from an answer link: the pages other than answering ask for a full sign-in (decision 0056).
  if (user && scope === 'answering') return { ...view, answeringOnly: true };
  if (user || !token) return view;
  const ended = await whySessionEnded(db, clock, token);
  return ended === null ? view : { ...view, ended };
}
