import type { z } from 'zod';
import { AssessmentSummarySchema, CompleteAssessmentResponseSchema, QuestionnaireResponseSchema } from '#domain/api/assessments.ts';
import type { AnswerValueSchema, AssessmentStatus, CreateAssessmentRequest, Questionnaire } from '#domain/api/assessments.ts';
import { SessionResponseSchema, VerifyEmailResponseSchema, type SessionResponse } from '#domain/api/accounts.ts';
import { CONSENT_VERSION } from '#domain/api/consent.ts';
import { CreateInvitationsResponseSchema, type CreateInvitationsRequest } from '#domain/api/invitations.ts';
import { MailboxResponseSchema } from '#domain/api/mail.ts';
import { EnrolmentStartSchema, RecoveryCodesResponseSchema } from '#domain/api/two-step.ts';
import { nextCode, rememberSecret } from './authenticator.ts';
import { CompleteSetupResponseSchema, type CompleteSetupRequest } from '#domain/api/organisations.ts';

/**
 * Setting up data through the real API of a running app, as the browser tests need it: every
 * call is a same-origin JSON request, and a session is the value of the session cookie.
 * The app is a black box here, so nothing is imported from src/server. Browser tests serve the
 * app over http://, where the session cookie keeps its bare name (over https:// it is
 * `__Host-culturelens_session`).
 */
export const SESSION_COOKIE = 'culturelens_session';

export type ApiRequestOptions = { method?: string; body?: unknown; session?: string | undefined };

/** A successful answer: its status, its JSON body and the session cookie it set, if any. */
export type ApiResponse = { status: number; body: unknown; session: string | undefined };

/** An answer that signed someone in. */
export type SignedIn = { status: number; session: string; body: SessionResponse };

export type NewPerson = { firstName: string; lastName: string; password: string };
export type Invitee = NewPerson & { email: string };

type AnswerValue = z.output<typeof AnswerValueSchema>;
type InvitationList = Extract<CreateInvitationsRequest, { invitations: unknown }>['invitations'];

export type ApiClient = ReturnType<typeof apiClient>;

export function apiClient(baseUrl: string) {
  /** Throws unless the answer is 2xx. The method is POST when there is a body, GET otherwise. */
  async function request(path: string, options: ApiRequestOptions = {}): Promise<ApiResponse> {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: baseUrl,
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.session ? { cookie: `${SESSION_COOKIE}=${options.session}` } : {}),
      },
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
    return { status: response.status, body, session: cookie?.slice(SESSION_COOKIE.length + 1) };
  }

  /** A call whose answer is parsed with the endpoint's schema from src/domain/api. */
  async function requestParsed<Schema extends z.ZodType>(
    schema: Schema,
    path: string,
    options: ApiRequestOptions = {},
  ): Promise<z.output<Schema>> {
    return schema.parse((await request(path, options)).body);
  }

  async function signedIn(path: string, body: unknown, what: string): Promise<SignedIn> {
    const response = await request(path, { body });
    if (!response.session) throw new Error(`${what} set no session cookie`);
    return { status: response.status, session: response.session, body: SessionResponseSchema.parse(response.body) };
  }

  /** The first link in the newest local-mailbox mail to `to` whose path starts with `pathPrefix`. */
  async function mailboxLink(to: string, pathPrefix: string): Promise<URL> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const { messages } = await requestParsed(MailboxResponseSchema, '/api/mailbox');
      // Newest first, as the mailbox lists them.
      const link = messages
        .filter((message) => message.to.includes(to))
        .flatMap((message) => message.links)
        .find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
      if (link) return new URL(link);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no mail to ${to} with a ${pathPrefix} link`);
  }

  /**
   * Sets up two-step sign-in as the signed-in administrator must before anything else, with
   * the tests' authenticator (support/authenticator.ts), which remembers the secret.
   */
  async function enrolSecondFactor(session: string, person: { email: string; password: string }): Promise<void> {
    const { manualKey } = await requestParsed(EnrolmentStartSchema, '/api/two-step/enrolment', { session, body: {} });
    rememberSecret(person.email, manualKey);
    const body = { password: person.password, code: await nextCode(person.email) };
    await requestParsed(RecoveryCodesResponseSchema, '/api/two-step/enrolment/confirm', { session, body });
  }

  async function invitationToken(email: string): Promise<string> {
    const link = await mailboxLink(email, '/invite/');
    return decodeURIComponent(link.pathname.split('/').pop() ?? '');
  }

  async function acceptInvitation(token: string, person: NewPerson): Promise<SignedIn> {
    const { firstName, lastName, password } = person;
    return signedIn(
      '/api/invitations/accept',
      { token, firstName, lastName, password, confirmPassword: password },
      'accepting the invitation',
    );
  }

  async function giveConsent(session: string): Promise<SessionResponse> {
    return requestParsed(SessionResponseSchema, '/api/consent', { session, body: { consent: true, version: CONSENT_VERSION } });
  }

  /** Verifies an address with the link from the local mailbox, so that the person can sign in. */
  async function verifyEmail(address: string): Promise<ApiResponse> {
    const token = (await mailboxLink(address, '/email-verified')).searchParams.get('token');
    const response = await request('/api/accounts/verify-email', { body: { token } });
    VerifyEmailResponseSchema.parse(response.body);
    return response;
  }

  return {
    baseUrl,
    request,
    requestParsed,

    /**
     * Asks for an organisation and creates it with the link mailed to its administrator and the
     * password chosen (which also proves the address), then sets up two-step sign-in, as an
     * administrator must before anything else (unless `twoStep` is false: the test sets it up).
     */
    async createOrganisation(organisationName: string, admin: Invitee, { twoStep = true }: { twoStep?: boolean } = {}): Promise<SignedIn> {
      await request('/api/organisations', {
        body: {
          organisationName,
          adminFirstName: admin.firstName,
          adminLastName: admin.lastName,
          adminEmail: admin.email,
          adminPassword: admin.password,
          confirmPassword: admin.password,
        },
      });
      const token = (await mailboxLink(admin.email, '/register-organisation/confirm')).searchParams.get('token');
      const created = await signedIn('/api/organisations/confirm', { token, password: admin.password }, 'creating the organisation');
      if (twoStep) await enrolSecondFactor(created.session, admin);
      return created;
    },

    enrolSecondFactor,

    completeSetup: (session: string, setup: CompleteSetupRequest) =>
      requestParsed(CompleteSetupResponseSchema, '/api/organisations/current/setup', { session, body: setup }),

    startAssessment: (session: string, questionSetId: CreateAssessmentRequest['questionSetId']) =>
      requestParsed(AssessmentSummarySchema, '/api/assessments', { session, body: { questionSetId } }),

    setAssessmentStatus: (session: string, assessmentId: string, status: AssessmentStatus) =>
      requestParsed(AssessmentSummarySchema, `/api/assessments/${assessmentId}/status`, { method: 'PATCH', session, body: { status } }),

    invite: (session: string, invitations: InvitationList) =>
      requestParsed(CreateInvitationsResponseSchema, '/api/invitations', { session, body: { invitations } }),

    /** The token of the newest invitation to `email` in the local mailbox (waits for it to arrive). */
    invitationToken,
    acceptInvitation,
    giveConsent,

    /** Accepts the invitation mailed to the person and consents; returns their session. */
    async joinByInvitation(person: Invitee): Promise<string> {
      const { session } = await acceptInvitation(await invitationToken(person.email), person);
      await giveConsent(session);
      return session;
    },

    verifyEmail,

    /** The first link in the newest local-mailbox mail to the address whose path starts with the prefix (waits for it). */
    mailboxLink,

    questionnaire: (session: string, assessmentId: string): Promise<Questionnaire> =>
      requestParsed(QuestionnaireResponseSchema, `/api/assessments/${assessmentId}/questionnaire`, { session }),

    completeAssessment: (session: string, assessmentId: string, answers: Record<string, AnswerValue>) =>
      requestParsed(CompleteAssessmentResponseSchema, `/api/assessments/${assessmentId}/complete`, { session, body: { answers } }),
  };
}
