import type { z } from 'zod';
import type { ConfirmOrganisationRequestSchema, CreateOrganisationRequestSchema } from '#domain/api/accounts.ts';
import type { CreateOwnOrganisationRequestSchema } from '#domain/api/organisations.ts';
import { DEFAULT_DOMAINS } from '#domain/question-bank.ts';
import { authMessages, noOrganisationMessages } from '#domain/messages.ts';
import type { Database } from '#server/db/client.ts';
import { defaultOrganisationSettings } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { endAllSessions, startSession, type SessionUserRow } from '#server/auth/sessions.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import { enqueueMail, localeOfRecipient, organisationConfirmationMail, organisationForExistingAccountMail } from '#server/mail/index.ts';
import { SOURCE_LOCALE, type Locale } from '#domain/locales.ts';
import { enforceRateLimit, hitRateLimit, rateLimits } from '#server/rate-limit/limiter.ts';
import { findUserByEmail, insertUser, makeAdministratorOfNewOrganisation } from '#server/auth/users.ts';
import { belongsToDemo, insertOrganisation, organisationNamed } from './queries.ts';
import {
  deleteExpiredOrganisationRequests,
  deleteOrganisationRequestsFor,
  findOrganisationRequest,
  insertOrganisationRequest,
  takeOrganisationRequest,
} from './request-queries.ts';

/** How long the e-mailed link that creates an organisation works. */
export const ORGANISATION_REQUEST_MS = 24 * 60 * 60_000;

/**
 * Asking for an organisation and its first administrator. Nothing is created yet, so the answer
 * cannot tell whether the address already has an account: a new address gets a link that
 * creates the organisation with the password chosen here (confirmOrganisation); an address
 * with an account gets, instead, a note to its owner saying nothing was created. Both cases do
 * the same work (a password hash, the address's mail budget, one queued e-mail) and answer
 * alike. A taken organisation name is still said at once: that tells only that an organisation
 * exists, which its name on any invitation tells too.
 */
export async function requestOrganisation(
  context: ServerContext,
  visitor: Visitor,
  input: z.output<typeof CreateOrganisationRequestSchema>,
  /** The asker's language (their request's): the confirmation is written in it, as they have no account yet. */
  requestLocale: Locale = SOURCE_LOCALE,
) {
  await enforceRateLimit(context.db, context.clock, rateLimits.createOrganisationPerClient, visitor.network);
  if (await organisationNamed(context.db, input.organisationName)) throw new AppError('conflict', authMessages.organisationNameTaken);
  const passwordHash = await hashPassword(input.adminPassword);
  // The same budget as registration's mail: either way a stranger can send an address at most a few.
  const mayMail = (await hitRateLimit(context.db, context.clock, rateLimits.newAccountMailPerAddress, input.adminEmail)).allowed;
  await context.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.adminEmail);
    if (existing) {
      if (mayMail) await tellOwnerOfExistingAccount(context, tx, existing, input.organisationName);
      return;
    }
    if (!mayMail) return;
    const token = generateToken();
    const now = context.clock.now();
    await insertOrganisationRequest(tx, {
      tokenHash: hashToken(token),
      email: input.adminEmail,
      organisationName: input.organisationName,
      firstName: input.adminFirstName,
      lastName: input.adminLastName,
      passwordHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ORGANISATION_REQUEST_MS),
    });
    const url = new URL('/register-organisation/confirm', context.publicUrl);
    url.searchParams.set('token', token);
    const mail = organisationConfirmationMail(requestLocale, input.adminFirstName, input.organisationName, url.toString());
    await enqueueMail(tx, context, { organisationId: null, kind: 'confirm_organisation', to: input.adminEmail, ...mail });
  });
  context.outbox.nudge();
  return { email: input.adminEmail, confirmationRequired: true as const };
}

/** Someone asked for an organisation with an address that has an account: its owner is told, and nothing changes. */
async function tellOwnerOfExistingAccount(
  context: ServerContext,
  db: Database,
  user: SessionUserRow,
  organisationName: string,
): Promise<void> {
  await recordAuditEvent(db, user.organisationId, user.id, 'REGISTRATION_FOR_EXISTING_ACCOUNT', { organisation_requested: true });
  // A deactivated account has no way in to point to; the demo organisation's people get no account mail.
  if (!user.isActive || (await belongsToDemo(db, user))) return;
  const urls = {
    signIn: new URL('/login', context.publicUrl).toString(),
    forgotPassword: new URL('/forgot-password', context.publicUrl).toString(),
  };
  const mail = organisationForExistingAccountMail(await localeOfRecipient(db, user), user.firstName, organisationName, urls, {
    inAnOrganisation: user.organisationId !== null,
  });
  await enqueueMail(db, context, { organisationId: user.organisationId, kind: 'account_exists', to: user.email, ...mail });
}

/**
 * The e-mailed link and the password chosen when asking: the organisation and its first
 * administrator, whose address the link has just proven, in one transaction, and a session.
 * The link is used once; a wrong password leaves it for another try (the route limits tries
 * per link). The name or the address may have been taken since the request: then nothing is
 * created, and the person, who has proven the address, is told which.
 */
export async function confirmOrganisation(
  context: ServerContext,
  visitor: Visitor,
  input: z.output<typeof ConfirmOrganisationRequestSchema>,
) {
  const invalidLink = () => new AppError('invalid_token', authMessages.organisationLinkInvalid);
  const tokenHash = hashToken(input.token);
  const request = await findOrganisationRequest(context.db, tokenHash, context.clock.now());
  if (!request) throw invalidLink();
  if (!(await verifyPassword(request.passwordHash, input.password))) {
    const message = authMessages.organisationConfirmPasswordWrong;
    throw new AppError('invalid_credentials', message, [{ path: 'password', message }]);
  }
  let admin;
  try {
    admin = await context.db.transaction(async (tx) => {
      const now = context.clock.now();
      if (!(await takeOrganisationRequest(tx, tokenHash, now))) throw invalidLink();
      if (await organisationNamed(tx, request.organisationName)) throw new AppError('conflict', authMessages.organisationNameTaken);
      if (await findUserByEmail(tx, request.email)) throw new AppError('conflict', authMessages.emailTaken);
      const organisation = await insertOrganisation(tx, {
        name: request.organisationName,
        settings: defaultOrganisationSettings,
        defaultDomains: [...DEFAULT_DOMAINS],
      });
      const user = await insertUser(tx, {
        organisationId: organisation.id,
        email: request.email,
        passwordHash: request.passwordHash,
        firstName: request.firstName,
        lastName: request.lastName,
        role: 'organisation_admin',
        emailVerifiedAt: now,
      });
      await deleteOrganisationRequestsFor(tx, request.email);
      await recordAuditEvent(tx, organisation.id, user.id, 'ORGANISATION_CREATED', { name: organisation.name });
      return user;
    });
  } catch (error) {
    // Lost a race with another confirmation: the unique indexes give the same answers.
    if (isUniqueViolation(error, 'organisations_name_lower_unique')) throw new AppError('conflict', authMessages.organisationNameTaken);
    if (isUniqueViolation(error, 'users_email_lower_unique')) throw new AppError('conflict', authMessages.emailTaken);
    throw error;
  }
  const session = await startSession(context.db, context.clock, admin.id, visitor.userAgent);
  return { user: admin, session };
}

/** Hourly housekeeping: requests whose link was never used. */
export async function purgeExpiredOrganisationRequests(context: Pick<ServerContext, 'db' | 'clock'>): Promise<void> {
  await deleteExpiredOrganisationRequests(context.db, context.clock.now());
}

/**
 * A signed-in account that belongs to no organisation (registered without an invitation)
 * creates one and becomes its administrator, in one transaction, with the name rule, limit and
 * audit event of registration. The person's sessions end and a new one starts, as when an
 * invitation moves an account: the role changed. Administrators must then set up two-step
 * sign-in before anything else (route-policy.ts), which is where the web app takes them.
 */
export async function createOwnOrganisation(
  context: ServerContext,
  account: SessionUserRow,
  input: z.output<typeof CreateOwnOrganisationRequestSchema> & { visitor: Visitor },
) {
  await enforceRateLimit(context.db, context.clock, rateLimits.createOrganisationPerClient, input.visitor.network);
  if (account.organisationId) throw new AppError('conflict', noOrganisationMessages.alreadyInOrganisation);
  // Their role would hold every ability of the organisation (decision 0024): they stay outside any.
  if (account.role === 'platform_admin') throw new AppError('conflict', noOrganisationMessages.platformAdministrator);
  let admin;
  try {
    admin = await context.db.transaction(async (tx) => {
      if (await organisationNamed(tx, input.organisationName)) throw new AppError('conflict', authMessages.organisationNameTaken);
      const organisation = await insertOrganisation(tx, {
        name: input.organisationName,
        settings: defaultOrganisationSettings,
        defaultDomains: [...DEFAULT_DOMAINS],
      });
      const user = await makeAdministratorOfNewOrganisation(tx, account.id, organisation.id, context.clock.now());
      // Joined an organisation since the request was admitted (an invitation, a second click).
      if (!user) throw new AppError('conflict', noOrganisationMessages.alreadyInOrganisation);
      await endAllSessions(tx, context.clock, user.id);
      await recordAuditEvent(tx, organisation.id, user.id, 'ORGANISATION_CREATED', { name: organisation.name });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'organisations_name_lower_unique')) throw new AppError('conflict', authMessages.organisationNameTaken);
    throw error;
  }
  const session = await startSession(context.db, context.clock, admin.id, input.visitor.userAgent);
  return { user: admin, session };
}
