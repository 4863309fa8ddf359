import type { z } from 'zod';
import type { AnswerLinkPreview, AnswerLinkState, UseAnswerLinkRequestSchema } from '#domain/api/answer-links.ts';
import { answerLinkMessages } from '#domain/messages/answer-links.ts';
import { invitationStatus } from '#domain/invitation-status.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { startSession, type SessionUserRow } from '#server/auth/sessions.ts';
import { hitRateLimit, rateLimits, refuseWhenSpent } from '#server/rate-limit/limiter.ts';
import { consentFacts, recordConsentIn } from '#server/consent/index.ts';
import { joinByInvitation, lockInvitation } from '#server/invitations/index.ts';
import { findMember } from '#server/people/index.ts';
import { passwordRefusedBySso } from '#server/sso/index.ts';
import { answerLinkRenewalMail, enqueueMail, recipientLocale } from '#server/mail/index.ts';
import { findAnswerLink, markAnswerLinkUsed, type AnswerLinkRow } from './queries.ts';
import { ANSWER_LINK_LIFETIME_MS, answerLinkUrl, issueAnswerLinks } from './links.ts';

/**
 * Whom a link stands for now: its member, or its invitation's person (a member once they joined
 * by any way); null when that person is gone from the organisation, or the invitation is no longer open.
 */
type LinkPerson = { kind: 'member'; user: SessionUserRow } | { kind: 'newcomer'; invitation: NonNullable<AnswerLinkRow['invitation']> };

async function personOf(db: Database, row: AnswerLinkRow, now: Date): Promise<LinkPerson | null> {
  const { link } = row;
  // An exit survey's link stands for its leaver, who is deactivated by then (decision 0066).
  if (link.userId !== null) return row.user && (row.user.isActive || row.audience === 'exit') ? { kind: 'member', user: row.user } : null;
  const { invitation } = row;
  if (!invitation) return null;
  if (invitation.acceptedBy) {
    const user = await findMember(db, link.organisationId, invitation.acceptedBy);
    return user?.isActive ? { kind: 'member', user } : null;
  }
  return invitationStatus(invitation, now) === 'pending' ? { kind: 'newcomer', invitation } : null;
}

/** Whether the organisation's required single sign-on serves this person: then no link signs them in, its provider does. */
async function mustUseSso(db: Database, row: AnswerLinkRow, person: LinkPerson): Promise<boolean> {
  const { organisationId } = row.link;
  const who = person.kind === 'member' ? person.user : { id: '', email: person.invitation.email, organisationId };
  return passwordRefusedBySso(db, who);
}

/** Whether the link works, and for whom. Its person is checked before its age: a stranger's link says nothing of itself. */
async function stateOf(
  db: Database,
  row: AnswerLinkRow | undefined,
  now: Date,
): Promise<{ state: AnswerLinkState; person: LinkPerson | null }> {
  if (!row || row.suspendedAt) return { state: 'invalid', person: null };
  const person = await personOf(db, row, now);
  if (!person) return { state: 'invalid', person: null };
  if (row.status !== 'open') return { state: 'closed', person };
  if (row.link.used) return { state: 'used', person };
  if (row.link.expiresAt.getTime() <= now.getTime()) return { state: 'expired', person };
  return { state: 'ready', person };
}

/**
 * A link's row, once the caller's network has not spent its guesses: a token that names
 * nothing counts as a guess (decision 0056). 256 random bits make guessing hopeless anyway.
 */
async function lookUp(context: ServerContext, visitor: Visitor, token: string) {
  const rule = rateLimits.answerLinkGuessesPerClient;
  await refuseWhenSpent(context.db, context.clock, rule, visitor.network);
  const row = await findAnswerLink(context.db, hashToken(token));
  if (!row) await hitRateLimit(context.db, context.clock, rule, visitor.network);
  return row;
}

/** What the link's page shows. Reading it uses nothing up, so a mail scanner that opens the page burns nothing. */
export async function previewAnswerLink(
  context: ServerContext,
  visitor: Visitor,
  signedIn: SessionUserRow | null,
  token: string,
): Promise<AnswerLinkPreview> {
  const row = await lookUp(context, visitor, token);
  const { state, person } = await stateOf(context.db, row, context.clock.now());
  if (!row || !person)
    return {
      state: 'invalid',
      organisationName: null,
      assessmentTitle: null,
      assessmentId: null,
      signedIn: false,
      singleSignOn: null,
      newcomer: null,
    };
  const { organisationId } = row.link;
  const singleSignOn = (await mustUseSso(context.db, row, person)) ? `/api/sso/${encodeURIComponent(organisationId)}/start` : null;
  const newcomer =
    person.kind === 'newcomer' && singleSignOn === null
      ? {
          firstName: person.invitation.firstName,
          lastName: person.invitation.lastName,
          ...(await consentFacts(context.db, row.link.organisationId)),
        }
      : null;
  return {
    state,
    organisationName: row.organisationName,
    assessmentTitle: row.title,
    assessmentId: row.link.assessmentId,
    signedIn: person.kind === 'member' && signedIn?.id === person.user.id,
    singleSignOn,
    newcomer: newcomer && {
      firstName: newcomer.firstName,
      lastName: newcomer.lastName,
      retentionMonths: newcomer.retentionMonths,
      minimumGroupSize: newcomer.minimumGroupSize,
    },
  };
}

type UseInput = z.output<typeof UseAnswerLinkRequestSchema>;

/**
 * The button: uses the link once and signs its person in for answering only. Someone invited
 * who has not joined gives their name and consent here and joins without a password. The
 * person already signed in in this browser keeps their session and the link stays unused.
 */
export async function useAnswerLink(context: ServerContext, visitor: Visitor, signedIn: SessionUserRow | null, input: UseInput) {
  const now = context.clock.now();
  // Guesses are counted outside the transaction, which a refusal rolls back.
  if (!(await lookUp(context, visitor, input.token))) throw new AppError('invalid_token', answerLinkMessages.notUsable.invalid);
  const outcome = await context.db.transaction(async (tx) => {
    const row = await findAnswerLink(tx, hashToken(input.token), { forUpdate: true });
    const { state, person } = await stateOf(tx, row, now);
    if (!row || !person || state !== 'ready') throw new AppError('invalid_token', answerLinkMessages.notUsable[state]);
    // Where the organisation requires single sign-on, the link only leads there (decision 0056).
    if (await mustUseSso(tx, row, person)) throw new AppError('forbidden', answerLinkMessages.singleSignOnRequired);
    const { assessmentId, organisationId } = row.link;
    if (person.kind === 'member' && signedIn?.id === person.user.id) return { assessmentId, userId: null, leaver: false };
    if (!(await markAnswerLinkUsed(tx, row.link.tokenHash))) throw new AppError('invalid_token', answerLinkMessages.notUsable.used);
    if (person.kind === 'member') return { assessmentId, userId: person.user.id, leaver: !person.user.isActive };
    if (!input.newcomer) throw new AppError('validation_failed', answerLinkMessages.nameAndConsentNeeded);
    const invitation = await lockInvitation(tx, organisationId, person.invitation.id);
    if (!invitation || invitationStatus(invitation, now) !== 'pending')
      throw new AppError('invalid_token', answerLinkMessages.notUsable.invalid);
    const { firstName, lastName } = input.newcomer;
    const account = await joinByInvitation(tx, context.clock, invitation, { firstName, lastName, passwordHash: null });
    await recordConsentIn(tx, organisationId, account.id, now);
    return { assessmentId, userId: account.id, leaver: false };
  });
  if (outcome.userId === null) return { assessmentId: outcome.assessmentId, session: null };
  const session = await startSession(context.db, context.clock, outcome.userId, visitor.userAgent, {
    scope: 'answering',
    // A leaver's session reaches their exit survey and nothing else (decision 0066).
    ...(outcome.leaver ? { exitAssessmentId: outcome.assessmentId } : {}),
  });
  return { assessmentId: outcome.assessmentId, session };
}

/**
 * A fresh link for the person of a used or expired one, by e-mail to their own address, never
 * on the page: whoever holds an old link learns nothing and gains nothing. Always the same
 * answer; at most a few a day per person.
 */
export async function renewAnswerLink(context: ServerContext, visitor: Visitor, token: string): Promise<{ accepted: true }> {
  const row = await lookUp(context, visitor, token);
  const { state, person } = await stateOf(context.db, row, context.clock.now());
  if (!row || !person || state === 'closed' || state === 'invalid') return { accepted: true };
  const subject = person.kind === 'member' ? person.user.id : person.invitation.id;
  if (!(await hitRateLimit(context.db, context.clock, rateLimits.answerLinkRenewalsPerPerson, subject)).allowed) return { accepted: true };
  await context.db.transaction(async (tx) => {
    const { organisationId, assessmentId } = row.link;
    const to = person.kind === 'member' ? { userId: person.user.id } : { invitationId: person.invitation.id };
    const [fresh] = await issueAnswerLinks(tx, context.clock, { organisationId, assessmentId }, [to]);
    const locale = recipientLocale(person.kind === 'member' ? person.user.locale : null, row.organisationSettings);
    const mail = answerLinkRenewalMail(locale, {
      organisationName: row.organisationName,
      title: row.title,
      url: answerLinkUrl(context.publicUrl, fresh!),
      expiresAt: new Date(context.clock.now().getTime() + ANSWER_LINK_LIFETIME_MS),
    });
    // A leaver's work address is no longer theirs: their fresh link goes where the exit survey went.
    const email =
      person.kind === 'newcomer' ? person.invitation.email : person.user.isActive ? person.user.email : person.user.personalEmail;
    if (email === null) return;
    // Sent as a reminder is: it tells who has not answered yet, so its row goes once delivered.
    await enqueueMail(tx, context, { organisationId, kind: 'assessment_reminder', to: email, ...mail });
  });
  context.outbox.nudge();
  return { accepted: true };
}
