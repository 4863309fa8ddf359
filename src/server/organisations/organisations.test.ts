import { count, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { authMessages } from '#domain/messages.ts';
import { createMember } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation } from '#tests/factories.ts';
import { sessionCookieFrom } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, mailOutbox, organisationRequests, organisations, users } from '#server/db/schema.ts';
import { rateLimits } from '#server/rate-limit/limiter.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const form = {
  organisationName: 'Northwind Trading',
  adminFirstName: 'Nancy',
  adminLastName: 'Davolio',
  adminEmail: 'nancy@northwind.test',
  adminPassword: 'chai-and-chang-1',
  confirmPassword: 'chai-and-chang-1',
};

describe(`creating an organisation (POST /api/organisations, then its e-mailed link) on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  const create = (body: unknown) => server.request('/api/organisations', { method: 'POST', body });
  const confirm = (token: string, password = form.adminPassword) =>
    server.request('/api/organisations/confirm', { method: 'POST', body: { token, password } });
  const counts = async () => ({
    organisations: (await database.db.select({ n: count() }).from(organisations))[0]?.n,
    users: (await database.db.select({ n: count() }).from(users))[0]?.n,
  });
  /** The token of the newest link to finish creating an organisation mailed to `email`. */
  const linkTokenFor = async (email: string) => {
    const mail = await server.lastMailTo(email);
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/register-organisation\/confirm\?token=/);
    return new URL(mail?.link ?? 'http://x').searchParams.get('token') ?? '';
  };
  /** A POST from the network `ip`, as a page of the app would send it. */
  const postFrom = (ip: string, url: string, payload: object) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      headers: { host: new URL(server.baseUrl).host, origin: server.baseUrl },
    });

  it('creates nothing until the e-mailed link and the password chosen create the organisation and sign its admin in, verified', async () => {
    const asked = await create(form);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ email: 'nancy@northwind.test', confirmationRequired: true });
    expect(asked.headers.getSetCookie()).toEqual([]);
    expect(await counts()).toEqual({ organisations: 0, users: 0 });
    const mail = await server.lastMailTo('nancy@northwind.test');
    expect(mail?.subject).toBe('Finish creating Northwind Trading on CultureLens');
    expect(mail?.text).toContain('Hello Nancy,');

    const response = await confirm(await linkTokenFor(form.adminEmail));
    expect(response.status).toBe(201);
    const view = SessionResponseSchema.parse(await response.json());
    expect(view.organisation).toMatchObject({
      name: 'Northwind Trading',
      settings: {
        allowSelfRegistration: false,
        requireEmailVerification: true,
        allowedEmailDomains: [],
        retentionMonths: 24,
        resultsAfterClose: false,
        requireTwoStepForEveryone: false,
      },
      defaultDomains: ['alignment', 'awareness', 'agency', 'adaptability', 'accountability'],
      isDemo: false,
    });
    // The link proved the address: no verification e-mail follows.
    expect(view.user).toMatchObject({
      email: 'nancy@northwind.test',
      firstName: 'Nancy',
      lastName: 'Davolio',
      role: 'organisation_admin',
      emailVerified: true,
    });
    const session = SessionResponseSchema.parse(
      await (await server.request('/api/session', { cookie: sessionCookieFrom(response) })).json(),
    );
    expect(session.user?.id).toBe(view.user?.id);
    const [event] = await database.db.select().from(auditEvents);
    expect(event).toMatchObject({ action: 'ORGANISATION_CREATED', organisationId: view.organisation?.id, userId: view.user?.id });
    expect(await database.db.select().from(organisationRequests)).toEqual([]);

    // The link works once; the password chosen is the account's.
    expect((await confirm(await linkTokenFor(form.adminEmail))).status).toBe(400);
    const signIn = await server.request('/api/session', { method: 'POST', body: { email: form.adminEmail, password: form.adminPassword } });
    expect(signIn.status).toBe(200);
    expect(SessionResponseSchema.parse(await signIn.json()).user?.id).toBe(view.user?.id);
  });

  it('answers an address that already has an account exactly as a new one, creates nothing, and mails its owner instead', async () => {
    const owner = await createMember(database.db, { email: 'grace@northwind.test' });
    const fresh = await create({ ...form, adminEmail: 'ada@northwind.test' });
    const taken = await create({ ...form, organisationName: 'Northwind Traders', adminEmail: 'GRACE@northwind.test' });
    expect(taken.status).toBe(fresh.status);
    expect(taken.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
    expect(await taken.json()).toEqual({ ...((await fresh.json()) as object), email: 'grace@northwind.test' });
    expect(await counts()).toEqual({ organisations: 1, users: 1 });

    const mail = await server.lastMailTo(owner.email);
    expect(mail?.subject).toBe('You already have a CultureLens account');
    expect(mail?.text).toContain('asked to create the organisation Northwind Traders');
    expect(mail?.text).toContain('An account belongs to one organisation');
    expect(mail?.text).not.toContain('token=');
    const events = await database.db.select().from(auditEvents);
    expect(events.map((event) => [event.action, event.userId, event.details])).toEqual([
      ['REGISTRATION_FOR_EXISTING_ACCOUNT', owner.id, { organisation_requested: true }],
    ]);
    // The requested name is not held by a request that can never be completed: anyone may still ask for it.
    expect((await create({ ...form, organisationName: 'Northwind Traders', adminEmail: 'someone@northwind.test' })).status).toBe(202);
  });

  it('tells the owner of an account in no organisation that they can create it from their account', async () => {
    await createMember(database.db, { email: 'solo@northwind.test', organisationId: null });
    expect((await create({ ...form, adminEmail: 'solo@northwind.test' })).status).toBe(202);
    expect((await server.lastMailTo('solo@northwind.test'))?.text).toContain(
      'Your account belongs to no organisation yet: sign in, and you can create the organisation from there',
    );
  });

  it('refuses a name already taken, in any letter case, and creates nothing', async () => {
    await createOrganisation(database.db, { name: 'Northwind Trading' });
    const response = await create({ ...form, organisationName: '  NORTHWIND trading ' });
    expect(response.status).toBe(409);
    expect(ErrorResponseSchema.parse(await response.json()).error.message).toBe(inSourceLanguage(authMessages.organisationNameTaken));
    expect(await counts()).toEqual({ organisations: 1, users: 0 });
    expect(await server.lastMailTo(form.adminEmail)).toBeUndefined();
  });

  it('takes only the password chosen when asking, and refuses an unknown or expired link', async () => {
    await create(form);
    const token = await linkTokenFor(form.adminEmail);
    const wrong = await confirm(token, 'not-the-chosen-one-9');
    expect(wrong.status).toBe(401);
    expect(ErrorResponseSchema.parse(await wrong.json()).error).toMatchObject({
      code: 'invalid_credentials',
      message: inSourceLanguage(authMessages.organisationConfirmPasswordWrong),
    });
    expect(await counts()).toEqual({ organisations: 0, users: 0 });

    const unknown = await confirm(`${token.slice(0, -2)}xx`);
    expect(unknown.status).toBe(400);
    expect(ErrorResponseSchema.parse(await unknown.json()).error.message).toBe(inSourceLanguage(authMessages.organisationLinkInvalid));

    await database.db.update(organisationRequests).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(token)).status).toBe(400);
    expect(await counts()).toEqual({ organisations: 0, users: 0 });
  });

  it('creates nothing when the name or the address was taken since the request, and says which', async () => {
    await create(form);
    await create({ ...form, organisationName: 'Contoso', adminEmail: 'carol@contoso.test' });
    const [nancysLink, carolsLink] = [await linkTokenFor(form.adminEmail), await linkTokenFor('carol@contoso.test')];
    await createOrganisation(database.db, { name: 'Northwind Trading' });
    const nameTaken = await confirm(nancysLink);
    expect(nameTaken.status).toBe(409);
    expect(ErrorResponseSchema.parse(await nameTaken.json()).error.message).toBe(inSourceLanguage(authMessages.organisationNameTaken));

    await createMember(database.db, { email: 'carol@contoso.test' });
    const addressTaken = await confirm(carolsLink);
    expect(addressTaken.status).toBe(409);
    expect(ErrorResponseSchema.parse(await addressTaken.json()).error.message).toBe(inSourceLanguage(authMessages.emailTaken));
    expect(await counts()).toEqual({ organisations: 2, users: 1 });
  });

  it('lets exactly one of two simultaneous confirmations succeed', async () => {
    await create(form);
    const token = await linkTokenFor(form.adminEmail);
    const responses = await Promise.all([confirm(token), confirm(token)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400]);
    expect(await counts()).toEqual({ organisations: 1, users: 1 });
  });

  it('limits requests per network with a budget of its own, apart from registration', async () => {
    const network = '198.51.100.40';
    const password = 'long enough pass';
    for (let i = 0; i < rateLimits.registerPerClient.limit; i += 1) {
      expect(
        (
          await postFrom(network, '/api/accounts', {
            firstName: 'R',
            lastName: `${i}`,
            email: `r${i}@example.test`,
            password,
            confirmPassword: password,
          })
        ).statusCode,
      ).toBe(201);
    }
    const ask = (i: number) =>
      postFrom(network, '/api/organisations', { ...form, organisationName: `Organisation ${i}`, adminEmail: `admin${i}@example.test` });
    for (let i = 0; i < rateLimits.createOrganisationPerClient.limit; i += 1) expect((await ask(i)).statusCode).toBe(202);
    const refused = await ask(99);
    expect(refused.statusCode).toBe(429);
    expect(ErrorResponseSchema.parse(refused.json()).error.message).toMatch(
      /^Too many requests from your network\. Try again in \d+ minutes\.$/,
    );
  });

  it('mails an address at most a few times an hour, with the same answer, whether or not it has an account', async () => {
    await createMember(database.db, { email: 'grace@northwind.test' });
    for (const email of ['grace@northwind.test', 'new@northwind.test']) {
      const answers = [];
      for (let i = 0; i < rateLimits.newAccountMailPerAddress.limit + 2; i += 1) {
        const response = await postFrom(`203.0.113.${i + 1}`, '/api/organisations', {
          ...form,
          organisationName: `Org ${email} ${i}`,
          adminEmail: email,
        });
        answers.push([response.statusCode, response.json()]);
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      await server.app.context.outbox.drain();
      expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(
        rateLimits.newAccountMailPerAddress.limit,
      );
    }
  });

  it.each([
    ['missing fields', {}, ['adminEmail', 'adminFirstName', 'adminLastName', 'adminPassword', 'confirmPassword', 'organisationName']],
    ['a 7-character password', { ...form, adminPassword: 'abcdefg', confirmPassword: 'abcdefg' }, ['adminPassword']],
    ['mismatched passwords', { ...form, confirmPassword: 'something-else' }, ['confirmPassword']],
    ['an over-long name', { ...form, organisationName: 'N'.repeat(121) }, ['organisationName']],
    ['a blank name', { ...form, organisationName: '   ' }, ['organisationName']],
    ['a malformed e-mail', { ...form, adminEmail: 'nancy@' }, ['adminEmail']],
  ])('rejects %s with field issues and writes nothing', async (_label, body, fields) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    const { error } = ErrorResponseSchema.parse(await response.json());
    expect([...new Set(error.issues?.map((issue) => issue.path))].sort()).toEqual(fields);
    expect(await counts()).toEqual({ organisations: 0, users: 0 });
  });

  it('uses the catalogue texts for the password rules', async () => {
    const short = ErrorResponseSchema.parse(await (await create({ ...form, adminPassword: 'abcdefg', confirmPassword: 'abcdefg' })).json());
    expect(short.error.issues?.[0]?.message).toBe(inSourceLanguage(authMessages.organisationPasswordRequirements));
    const mismatch = ErrorResponseSchema.parse(await (await create({ ...form, confirmPassword: 'something-else' })).json());
    expect(mismatch.error.issues?.[0]?.message).toBe('Passwords do not match');
  });
});
