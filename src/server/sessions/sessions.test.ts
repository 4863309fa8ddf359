import { beforeEach, describe, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AccountSessionsResponseSchema,
  accountSecurityMessages,
  ChangePasswordResponseSchema,
  EndedSessionsResponseSchema,
} from '#domain/api/sessions.ts';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { authMessages, guardMessages } from '#domain/messages.ts';
import { passwordStrengthMessages } from '#domain/password-strength.ts';
import { authenticatorSecretOf, createMember, GOOD_PASSWORD, pendingSignInCookieFrom } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { sessionCookieFrom } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import { codeAt } from '#server/two-step/totp.ts';
import { auditEvents, secondFactors, sessions, users } from '#server/db/schema.ts';
import { inSourceLanguage, translatorFor } from '#server/i18n/index.ts';
import { PASSWORD_WARNINGS } from '#domain/password-feedback.ts';
import { msg } from '@lingui/core/macro';

const clock = createTestClock();
const tooGuessable = new RegExp(`^${inSourceLanguage(passwordStrengthMessages.tooGuessable).replaceAll('.', '\\.')}`);
const NEW_PASSWORD = 'lantern orchard velvet';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/153.0.0.0 Safari/537.36';

describe(`account security on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date());
  });

  const signIn = async (email: string, userAgent: string, password = GOOD_PASSWORD) => {
    const response = await server.request('/api/session', {
      method: 'POST',
      body: { email, password },
      headers: { 'user-agent': userAgent },
    });
    return { status: response.status, cookie: response.status === 200 ? sessionCookieFrom(response) : undefined };
  };
  const signedInAs = async (email: string, userAgent: string) => {
    const { cookie } = await signIn(email, userAgent);
    if (!cookie) throw new Error('sign-in failed');
    return cookie;
  };
  const whoIs = async (cookie: string) =>
    SessionResponseSchema.parse(await (await server.request('/api/session', { cookie })).json()).user?.email ?? null;
  const changePassword = (
    cookie: string,
    body: { currentPassword: string; newPassword: string; confirmPassword?: string },
    headers: Record<string, string> = {},
  ) => server.request('/api/account/password', { method: 'POST', cookie, headers, body: { confirmPassword: body.newPassword, ...body } });
  const listSessions = async (cookie: string) => {
    const response = await server.request('/api/account/sessions', { cookie });
    expect(response.status).toBe(200);
    return AccountSessionsResponseSchema.parse(await response.json()).sessions;
  };
  // Administrators sign in with two steps: their sessions are inserted, with a confirmed second factor.
  const administratorSession = async (userId: string) => {
    await database.db
      .insert(secondFactors)
      .values({ userId, sealedSecret: 'not used by these tests', confirmedAt: new Date() })
      .onConflictDoNothing();
    return createSessionCookie(database.db, userId, clock);
  };
  const issueOf = async (response: Response, path: string) =>
    ErrorResponseSchema.parse(await response.json()).error.issues?.find((issue) => issue.path === path)?.message;

  it('changes the password: other sessions end, this one continues under a new token, the old password stops working, and the person is mailed', async () => {
    const member = await createMember(database.db);
    const laptop = await signedInAs(member.email, FIREFOX);
    const phone = await signedInAs(member.email, CHROME);

    const response = await changePassword(laptop, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD }, { 'user-agent': FIREFOX });
    expect(response.status).toBe(200);
    expect(ChangePasswordResponseSchema.parse(await response.json())).toEqual({ changed: true, otherSessionsEnded: 1 });
    const rotated = sessionCookieFrom(response);
    expect(rotated).not.toBe(laptop);

    expect(await whoIs(rotated)).toBe(member.email);
    expect(await whoIs(laptop)).toBeNull();
    expect(await whoIs(phone)).toBeNull();
    expect((await signIn(member.email, CHROME)).status).toBe(401);
    expect((await signIn(member.email, CHROME, NEW_PASSWORD)).status).toBe(200);

    const mail = await server.lastMailTo(member.email);
    expect(mail?.subject).toBe('Your CultureLens password was changed');
    expect(mail?.text).toContain('If you did not, someone else knows your password');
    expect(mail?.link).toBe('http://localhost:3000/forgot-password');
    const actions = (await database.db.select().from(auditEvents).where(eq(auditEvents.userId, member.id))).map((event) => event.action);
    expect(actions).toContain('PASSWORD_CHANGED');
  });

  it('refuses a wrong current password, and counts it with wrong sign-ins towards the same back-off', async () => {
    const member = await createMember(database.db);
    const cookie = await signedInAs(member.email, FIREFOX);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await changePassword(cookie, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
      expect(wrong.status).toBe(400);
      expect(await issueOf(wrong, 'currentPassword')).toBe(inSourceLanguage(accountSecurityMessages.currentPasswordWrong));
    }
    // The sixth try waits, even with the right password, and so does signing in from this network.
    const waiting = await changePassword(cookie, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(waiting.status).toBe(429);
    expect((await signIn(member.email, FIREFOX)).status).toBe(429);
    expect(await whoIs(cookie)).toBe(member.email);

    clock.advance(61_000);
    expect((await changePassword(cookie, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it("says why a new password is refused in the reader's language, zxcvbn's finding included, Arabic too", async () => {
    const member = await createMember(database.db);
    const cookie = await signedInAs(member.email, FIREFOX);
    for (const locale of ['de', 'ar'] as const) {
      const refused = await changePassword(
        cookie,
        { currentPassword: GOOD_PASSWORD, newPassword: 'aaaaaaaa' },
        { 'accept-language': locale },
      );
      expect(refused.status).toBe(400);
      const reader = translatorFor(locale);
      const finding = reader._(PASSWORD_WARNINGS.simpleRepeat ?? msg`missing`);
      expect(finding).not.toBe(inSourceLanguage(PASSWORD_WARNINGS.simpleRepeat ?? msg`missing`));
      expect(await issueOf(refused, 'newPassword')).toBe(reader._(passwordStrengthMessages.tooGuessableWithHint(finding)));
    }
  });

  it('refuses a weak new password with the message every new password gets, and an administrator a harder one', async () => {
    const member = await createMember(database.db);
    const cookie = await signedInAs(member.email, FIREFOX);
    const guessable = await changePassword(cookie, { currentPassword: GOOD_PASSWORD, newPassword: 'Summer2024' });
    expect(guessable.status).toBe(400);
    expect(await issueOf(guessable, 'newPassword')).toMatch(tooGuessable);
    const short = await changePassword(cookie, { currentPassword: GOOD_PASSWORD, newPassword: 'abc' });
    expect(await issueOf(short, 'newPassword')).toBe(inSourceLanguage(authMessages.passwordTooShort.text));
    const mismatch = await changePassword(cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'something else',
    });
    expect(await issueOf(mismatch, 'confirmPassword')).toBe(inSourceLanguage(authMessages.passwordMismatch.text));
    const same = await changePassword(cookie, { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD });
    expect(await issueOf(same, 'newPassword')).toBe(inSourceLanguage(accountSecurityMessages.sameAsCurrent));

    // Administrators need a password harder to guess (zxcvbn 3) than employees (2).
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const adminCookie = await administratorSession(admin.id);
    const fairOnly = await changePassword(adminCookie, { currentPassword: GOOD_PASSWORD, newPassword: 'tulipgarden' });
    expect(fairOnly.status).toBe(400);
    expect(await issueOf(fairOnly, 'newPassword')).toMatch(tooGuessable);
    const [adminRow] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(await verifyPassword(adminRow?.passwordHash ?? '', GOOD_PASSWORD)).toBe(true);
    // Nothing changed for the employee either, who may then choose the same password.
    expect((await signIn(member.email, CHROME)).status).toBe(200);
    expect((await changePassword(cookie, { currentPassword: GOOD_PASSWORD, newPassword: 'tulipgarden' })).status).toBe(200);
  });

  it("lists only the person's own live sessions, marks this one, and shows neither token nor hash", async () => {
    const member = await createMember(database.db);
    const laptop = await signedInAs(member.email, FIREFOX);
    await signedInAs(member.email, CHROME);
    const colleague = await createMember(database.db, { organisationId: member.organisationId });
    await signedInAs(colleague.email, CHROME);

    const listed = await listSessions(laptop);
    expect(listed.map((session) => [session.device, session.current]).sort()).toEqual([
      ['Chrome on Linux', false],
      ['Firefox on Windows', true],
    ]);
    const stored = await database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    const body = JSON.stringify(listed);
    for (const row of stored) expect(body).not.toContain(row.tokenHash);
    expect(body).not.toContain(laptop.split('=')[1] ?? 'no token');
  });

  it("ends one of the person's sessions, then all others; another person's session is not found", async () => {
    const member = await createMember(database.db);
    const laptop = await signedInAs(member.email, FIREFOX);
    const phone = await signedInAs(member.email, CHROME);
    const tablet = await signedInAs(member.email, CHROME);
    const colleague = await createMember(database.db, { organisationId: member.organisationId });
    const colleagueCookie = await signedInAs(colleague.email, CHROME);
    const colleagueSession = (await listSessions(colleagueCookie))[0];
    if (!colleagueSession) throw new Error('the colleague has no session');

    const foreign = await server.request(`/api/account/sessions/${colleagueSession.id}`, { method: 'DELETE', cookie: laptop });
    expect(foreign.status).toBe(404);
    expect(await whoIs(colleagueCookie)).toBe(colleague.email);

    const phoneSession = (await listSessions(phone)).find((session) => session.current);
    if (!phoneSession) throw new Error('no current session listed');
    const one = await server.request(`/api/account/sessions/${phoneSession.id}`, { method: 'DELETE', cookie: laptop });
    expect(EndedSessionsResponseSchema.parse(await one.json())).toEqual({ ended: 1 });
    expect(await whoIs(phone)).toBeNull();
    expect((await server.request(`/api/account/sessions/${phoneSession.id}`, { method: 'DELETE', cookie: laptop })).status).toBe(404);

    const others = await server.request('/api/account/sessions', { method: 'DELETE', cookie: laptop });
    expect(EndedSessionsResponseSchema.parse(await others.json())).toEqual({ ended: 1 });
    expect(await whoIs(tablet)).toBeNull();
    expect(await whoIs(laptop)).toBe(member.email);
    expect(await whoIs(colleagueCookie)).toBe(colleague.email);
    expect((await listSessions(laptop)).map((session) => session.current)).toEqual([true]);
  });

  it('serves a person who has joined no organisation yet: their password and their sessions are theirs too', async () => {
    const loner = await createMember(database.db, { organisationId: null });
    const laptop = await signedInAs(loner.email, FIREFOX);
    const phone = await signedInAs(loner.email, CHROME);
    expect((await listSessions(laptop)).map((session) => session.device).sort()).toEqual(['Chrome on Linux', 'Firefox on Windows']);
    const response = await changePassword(laptop, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await whoIs(sessionCookieFrom(response))).toBe(loner.email);
    expect(await whoIs(phone)).toBeNull();
    expect((await signIn(loner.email, CHROME, NEW_PASSWORD)).status).toBe(200);
  });

  it("lets an administrator sign a person of their organisation out everywhere; another organisation's administrator gets 404 and an employee 403", async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const person = await createMember(database.db, { organisationId: admin.organisationId });
    const personLaptop = await signedInAs(person.email, FIREFOX);
    const personPhone = await signedInAs(person.email, CHROME);
    const adminCookie = await administratorSession(admin.id);
    const outsider = await createMember(database.db, { role: 'organisation_admin' });
    const outsiderCookie = await administratorSession(outsider.id);
    const colleague = await createMember(database.db, { organisationId: admin.organisationId });
    const colleagueCookie = await signedInAs(colleague.email, FIREFOX);
    const endAll = (cookie: string) => server.request(`/api/people/${person.id}/sessions`, { method: 'DELETE', cookie });

    expect((await endAll(outsiderCookie)).status).toBe(404);
    expect((await endAll(colleagueCookie)).status).toBe(403);
    expect(await whoIs(personLaptop)).toBe(person.email);

    const response = await endAll(adminCookie);
    expect(response.status).toBe(200);
    expect(EndedSessionsResponseSchema.parse(await response.json())).toEqual({ ended: 2 });
    expect(await whoIs(personLaptop)).toBeNull();
    expect(await whoIs(personPhone)).toBeNull();
    expect(await whoIs(adminCookie)).toBe(admin.email);
    // Still an active member: they can sign in again.
    expect((await signIn(person.email, CHROME)).status).toBe(200);
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'USER_SESSIONS_ENDED'), eq(auditEvents.userId, admin.id)));
    expect(event?.details).toEqual({ user_id: person.id, ended: 2 });
    expect(event?.organisationId).toBe(admin.organisationId);
  });

  it('ends sign-ins still waiting for their code when the password changes, and when an administrator signs the person out', async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const member = await createMember(database.db, { organisationId: admin.organisationId, twoStep: true });
    const secret = authenticatorSecretOf(member.email) ?? '';
    const passwordStep = async (password: string) => {
      const response = await server.request('/api/session', { method: 'POST', body: { email: member.email, password } });
      expect(await response.json()).toEqual({ secondStepRequired: true });
      return pendingSignInCookieFrom(response);
    };
    const secondStep = async (pending: string) => {
      clock.advance(30_000); // a code of a step not used yet
      return (
        await server.request('/api/session/second-step', { method: 'POST', cookie: pending, body: { code: codeAt(secret, clock.now()) } })
      ).status;
    };

    const waiting = await passwordStep(GOOD_PASSWORD);
    const cookie = await createSessionCookie(database.db, member.id, clock);
    expect((await changePassword(cookie, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(await secondStep(waiting)).toBe(401);

    const waitingAgain = await passwordStep(NEW_PASSWORD);
    expect(
      (await server.request(`/api/people/${member.id}/sessions`, { method: 'DELETE', cookie: await administratorSession(admin.id) }))
        .status,
    ).toBe(200);
    expect(await secondStep(waitingAgain)).toBe(401);
    // A sign-in begun afterwards completes as usual.
    expect(await secondStep(await passwordStep(NEW_PASSWORD))).toBe(200);
  });

  it('refuses every change to the read-only demo organisation', async () => {
    const demo = await createOrganisation(database.db, { isDemo: true });
    const member = await createMember(database.db, { organisationId: demo.id });
    const cookie = await createSessionCookie(database.db, member.id, clock);
    const response = await changePassword(cookie, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(403);
    expect(ErrorResponseSchema.parse(await response.json()).error.message).toBe(inSourceLanguage(guardMessages.demoReadOnly));
    expect((await server.request('/api/account/sessions', { method: 'DELETE', cookie })).status).toBe(403);
    expect((await server.request(`/api/people/${member.id}/sessions`, { method: 'DELETE', cookie })).status).toBe(403);
  });
});
