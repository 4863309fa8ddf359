/* eslint-disable max-lines -- one table of every API route; split, it would stop being the one place that lists them */
import { z } from 'zod';
import {
  AcceptedResponseSchema,
  ConfirmOrganisationRequestSchema,
  CreateOrganisationRequestSchema,
  CreateOrganisationResponseSchema,
  EmailOnlyRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  SessionResponseSchema,
  AccountLocaleSchema,
  SignInRequestSchema,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from './accounts.ts';
import {
  AnswerLinkPreviewResponseSchema,
  AnswerLinkTokenRequestSchema,
  UseAnswerLinkRequestSchema,
  UseAnswerLinkResponseSchema,
} from './answer-links.ts';
import {
  ActionPlanListQuerySchema,
  ActionPlanListResponseSchema,
  ActionPlanParamsSchema,
  ActionPlanPublicationRequestSchema,
  ActionPlanSchema,
  AddActionPlanUpdateRequestSchema,
  CreateActionPlanRequestSchema,
  SharedActionsResponseSchema,
  UpdateActionPlanRequestSchema,
} from './action-plans.ts';
import {
  CreatePulseProgrammeRequestSchema,
  PulseProgrammeListResponseSchema,
  PulseProgrammeParamsSchema,
  PulseProgrammeSchema,
} from './pulse-programmes.ts';
import { AssessmentDraftResponseSchema, CreateDraftRequestSchema, UpdateDraftRequestSchema } from './assessments-drafts.ts';
import {
  AssessmentIdParamsSchema,
  AssessmentListResponseSchema,
  AssessmentSummarySchema,
  CompleteAssessmentRequestSchema,
  CompleteAssessmentResponseSchema,
  CreateAssessmentRequestSchema,
  QuestionIdParamsSchema,
  QuestionnaireResponseSchema,
  SaveAnswerRequestSchema,
  SaveAnswerResponseSchema,
  UpdateAssessmentStatusRequestSchema,
  UpdateCloseDateRequestSchema,
  UpdateOpenDateRequestSchema,
} from './assessments.ts';
import { LifecycleSurveyListResponseSchema, LifecycleSurveySchema, UpdateAudienceRequestSchema } from './lifecycle-surveys.ts';
import { AuditEventFilterSchema, AuditEventListQuerySchema, AuditEventListResponseSchema } from './audit.ts';
import { ConsentInfoResponseSchema, GiveConsentRequestSchema } from './consent.ts';
import { ContactRequestSchema, ContactResponseSchema } from './contact.ts';
import { ErrorResponseSchema } from './errors.ts';
import { ExportFileParamsSchema, ExportPreviewSchema, ExportQuerySchema } from './export.ts';
import { HealthResponseSchema } from './health.ts';
import {
  AcceptInvitationRequestSchema,
  AcceptInvitationResponseSchema,
  CreateInvitationsRequestSchema,
  CreateInvitationsResponseSchema,
  InvitationIdParamsSchema,
  InvitationListQuerySchema,
  InvitationListResponseSchema,
  InvitationLookupRequestSchema,
  InvitationLookupResponseSchema,
  ResendInvitationResponseSchema,
  RevokeInvitationResponseSchema,
} from './invitations.ts';
import { BackgroundWorkResponseSchema } from './jobs.ts';
import { MailboxResponseSchema } from './mail.ts';
import {
  DecideEmailDomainRequestSchema,
  EmailDomainRequestListResponseSchema,
  EmailDomainRequestParamsSchema,
  EmailDomainRequestSchema,
  PlatformEmailDomainRequestListResponseSchema,
  RequestEmailDomainRequestSchema,
} from './organisations-email-domains.ts';
import {
  ApproveEmailDomainRequestSchema,
  ApproveEmailDomainResponseSchema,
  UpdateOrganisationSettingsRequestSchema,
  UpdateOrganisationSettingsResponseSchema,
} from './organisations-settings.ts';
import { CompleteSetupRequestSchema, CompleteSetupResponseSchema, CreateOwnOrganisationRequestSchema } from './organisations.ts';
import {
  ImportPeopleRequestSchema,
  ImportPeopleResponseSchema,
  PeopleQuerySchema,
  PeopleResponseSchema,
  PersonIdParamsSchema,
  PersonSchema,
  UpdatePersonRequestSchema,
} from './people.ts';
import {
  CreateScimTokenRequestSchema,
  CreateScimTokenResponseSchema,
  ScimAnswerSchema,
  ScimTokenIdParamsSchema,
  ScimTokenListResponseSchema,
  ScimTokenSchema,
} from './scim.ts';
import {
  AttributeDefinitionIdParamsSchema,
  AttributeDefinitionListSchema,
  AttributeDefinitionSchema,
  CreateAttributeDefinitionRequestSchema,
  RemoveAttributeDefinitionResponseSchema,
  UpdateAttributeDefinitionRequestSchema,
} from './organisation-attributes.ts';
import {
  PublishQuestionSetVersionRequestSchema,
  PublishQuestionSetVersionResponseSchema,
  QuestionBankResponseSchema,
  QuestionBankSetParamsSchema,
  QuestionBankSetResponseSchema,
} from './platform-question-bank.ts';
import {
  ChangeOrganisationSuspensionRequestSchema,
  ChangeOrganisationSuspensionResponseSchema,
  PlatformOrganisationParamsSchema,
  PlatformOverviewQuerySchema,
  PlatformOverviewResponseSchema,
} from './platform.ts';
import { ImportAnswersRequestSchema, ImportAnswersResponseSchema } from './releases.ts';
import {
  AssessmentEmailsSchema,
  RemindersResponseSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
  UpdateReminderScheduleRequestSchema,
} from './reminders.ts';
import {
  AssessmentResultsSchema,
  AssessmentTrendsSchema,
  ResultsOverviewSchema,
  ResultsParamsSchema,
  TeamResultsResponseSchema,
} from './results.ts';
import { ResultsCutsSchema } from './results-cuts.ts';
import {
  GenerateRoadmapRequestSchema,
  RoadmapItemParamsSchema,
  RoadmapItemSchema,
  RoadmapQuerySchema,
  RoadmapResponseSchema,
  UpdateRoadmapItemRequestSchema,
} from './roadmap.ts';
import {
  AccountSessionsResponseSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  EndedSessionsResponseSchema,
  SessionIdParamsSchema,
} from './sessions.ts';
import {
  OidcCallbackQuerySchema,
  SamlAcsBodySchema,
  SaveSsoConfigurationRequestSchema,
  SsoConfigurationResponseSchema,
  SsoDiscoverQuerySchema,
  SsoDiscoverResponseSchema,
  SsoOrganisationParamsSchema,
  SsoStartQuerySchema,
} from './sso.ts';
import {
  ConfirmEnrolmentRequestSchema,
  EnrolmentStartSchema,
  ReauthenticationRequestSchema,
  RecoveryCodesResponseSchema,
  SecondStepRequestSchema,
  SignInResponseSchema,
  TwoStepStatusSchema,
} from './two-step.ts';
import {
  AuthenticationOptionsSchema,
  ConfirmationResponseSchema,
  PasskeyAssertionRequestSchema,
  PasskeyIdParamsSchema,
  PasskeyListResponseSchema,
  PasskeySchema,
  RegisterPasskeyRequestSchema,
  RegistrationOptionsRequestSchema,
  RegistrationOptionsSchema,
  RenamePasskeyRequestSchema,
  PasswordConfirmationRequestSchema,
  AddedPasskeySchema,
} from './passkeys.ts';

/**
 * Every route of the HTTP API, by method and path: the schemas of its path parameters, query,
 * body and answers (by status). The server registers each route from its entry (`route` in
 * src/server/http/endpoint-route.ts), so a route cannot exist without one and cannot validate
 * or answer with other schemas; the web client (`api` in src/web/api-client.ts) and the
 * component tests' stubs are typed by it, so a wrong path, method or body fails typecheck.
 *
 * The browser imports only the types of this module (`import type`): its schemas are zod, which
 * the web bundle does not carry (decision 0032). `link` marks the routes a browser reaches by a
 * link or a redirect rather than through the API client: files (CSV, PDF, PPTX), the
 * unsubscribe redirect and the OpenAPI document.
 */

/** What a route's entry declares; the server adds its summary, tags and policy. */
export type Endpoint = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Partial<Record<number, z.ZodType>>;
  link?: 'file' | 'redirect' | 'document' | 'provisioning';
};

/** The refusals a route may answer, each with the one error shape. */
function refusals<const Statuses extends readonly number[]>(
  ...statuses: Statuses
): { [Status in Statuses[number]]: typeof ErrorResponseSchema } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as {
    [Status in Statuses[number]]: typeof ErrorResponseSchema;
  };
}

export const endpoints = {
  // jobs/routes.ts
  'GET /api/organisations/current/background-work': {
    response: { 200: BackgroundWorkResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema },
  },

  // accounts/locale.ts
  'PUT /api/account/locale': { body: AccountLocaleSchema, response: { 200: AccountLocaleSchema, ...refusals(400, 401, 403, 409, 429) } },

  // reminders/routes.ts
  'GET /api/account/assessment-emails': { response: { 200: AssessmentEmailsSchema, ...refusals(400, 401, 403, 404, 409, 429) } },
  'PUT /api/account/assessment-emails': {
    body: AssessmentEmailsSchema,
    response: { 200: AssessmentEmailsSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },
  'GET /api/assessments/:id/reminders': {
    params: AssessmentIdParamsSchema,
    response: { 200: RemindersResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },
  'PUT /api/assessments/:id/reminders': {
    params: AssessmentIdParamsSchema,
    body: UpdateReminderScheduleRequestSchema,
    response: { 200: RemindersResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },
  'POST /api/assessments/:id/reminders': {
    params: AssessmentIdParamsSchema,
    response: { 202: RemindersResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },
  'GET /api/unsubscribe': {
    querystring: z.object({ token: z.string().max(200).optional() }),
    response: { 303: z.null().describe('To the unsubscribe page'), 400: ErrorResponseSchema },
    link: 'redirect',
  },
  'POST /api/unsubscribe': {
    querystring: UnsubscribeQuerySchema,
    response: { 200: UnsubscribeResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
  },

  // platform/question-bank-routes.ts
  'GET /api/platform/question-bank': { response: { 200: QuestionBankResponseSchema, ...refusals(400, 401, 403) } },
  'GET /api/platform/question-bank/:setId': {
    params: QuestionBankSetParamsSchema,
    response: { 200: QuestionBankSetResponseSchema, ...refusals(400, 401, 403), 404: ErrorResponseSchema },
  },
  'POST /api/platform/question-bank/:setId/versions': {
    params: QuestionBankSetParamsSchema,
    body: PublishQuestionSetVersionRequestSchema,
    response: {
      201: PublishQuestionSetVersionResponseSchema,
      ...refusals(400, 401, 403),
      404: ErrorResponseSchema,
      409: ErrorResponseSchema,
      429: ErrorResponseSchema,
    },
  },

  // platform/routes.ts
  'GET /api/platform/overview': {
    querystring: PlatformOverviewQuerySchema,
    response: { 200: PlatformOverviewResponseSchema, ...refusals(400, 401, 403) },
  },
  'POST /api/platform/organisations/:id/suspension': {
    params: PlatformOrganisationParamsSchema,
    body: ChangeOrganisationSuspensionRequestSchema,
    response: { 200: ChangeOrganisationSuspensionResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'POST /api/platform/organisations/:id/reinstatement': {
    params: PlatformOrganisationParamsSchema,
    body: ChangeOrganisationSuspensionRequestSchema,
    response: { 200: ChangeOrganisationSuspensionResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  },

  // http/openapi.ts
  'GET /api/openapi.json': { link: 'document' },

  // releases/routes.ts
  'POST /api/assessments/:id/answer-import': {
    params: AssessmentIdParamsSchema,
    body: ImportAnswersRequestSchema,
    response: { 201: ImportAnswersResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },

  // export/routes.ts
  'GET /api/export': { querystring: ExportQuerySchema, response: { 200: ExportPreviewSchema, ...refusals(400, 401, 403, 404, 409) } },
  'GET /api/export/:id/csv': {
    params: ExportFileParamsSchema,
    response: { 200: z.string(), ...refusals(400, 401, 403, 404, 409) },
    link: 'file',
  },
  'GET /api/export/:id/pdf': {
    params: ExportFileParamsSchema,
    response: { 200: z.any(), ...refusals(400, 401, 403, 404, 409) },
    link: 'file',
  },
  'GET /api/export/:id/presentation': {
    params: ExportFileParamsSchema,
    response: { 200: z.any(), ...refusals(400, 401, 403, 404, 409) },
    link: 'file',
  },

  // audit/routes.ts
  'GET /api/audit-events': {
    querystring: AuditEventListQuerySchema,
    response: { 200: AuditEventListResponseSchema, ...refusals(400, 401, 403, 404, 429) },
  },
  'GET /api/audit-events.csv': {
    querystring: AuditEventFilterSchema,
    response: { 200: z.string(), ...refusals(400, 401, 403, 404, 429) },
    link: 'file',
  },

  // mail/mailbox-routes.ts
  'GET /api/mailbox': { response: { 200: MailboxResponseSchema, 404: ErrorResponseSchema } },

  // assessments/routes.ts
  'GET /api/assessments': { response: { 200: AssessmentListResponseSchema, ...refusals(400, 401, 403, 404, 409) } },
  'POST /api/assessments': {
    body: CreateAssessmentRequestSchema,
    response: { 201: AssessmentSummarySchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'DELETE /api/assessments/:id': {
    params: AssessmentIdParamsSchema,
    response: { 204: z.null().describe('Deleted'), ...refusals(400, 401, 403, 404, 409) },
  },
  'PATCH /api/assessments/:id/close-date': {
    params: AssessmentIdParamsSchema,
    body: UpdateCloseDateRequestSchema,
    response: { 200: AssessmentSummarySchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'PATCH /api/assessments/:id/open-date': {
    params: AssessmentIdParamsSchema,
    body: UpdateOpenDateRequestSchema,
    response: { 200: AssessmentSummarySchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'GET /api/assessments/lifecycle': { response: { 200: LifecycleSurveyListResponseSchema, ...refusals(400, 401, 403, 404, 409) } },
  'PUT /api/assessments/:id/audience': {
    params: AssessmentIdParamsSchema,
    body: UpdateAudienceRequestSchema,
    response: { 200: LifecycleSurveySchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'PATCH /api/assessments/:id/status': {
    params: AssessmentIdParamsSchema,
    body: UpdateAssessmentStatusRequestSchema,
    response: { 200: AssessmentSummarySchema, ...refusals(400, 401, 403, 404, 409) },
  },
  // A draft's body may be larger than the app's 1 MB: up to the largest valid draft (413 beyond, decision 0040).
  'POST /api/assessments/drafts': {
    body: CreateDraftRequestSchema,
    response: { 201: AssessmentDraftResponseSchema, ...refusals(400, 401, 403, 404, 409, 413) },
  },
  'GET /api/assessments/:id/draft': {
    params: AssessmentIdParamsSchema,
    response: { 200: AssessmentDraftResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'PUT /api/assessments/:id/draft': {
    params: AssessmentIdParamsSchema,
    body: UpdateDraftRequestSchema,
    response: { 200: AssessmentDraftResponseSchema, ...refusals(400, 401, 403, 404, 409, 413) },
  },
  'GET /api/assessments/:id/questionnaire': {
    params: AssessmentIdParamsSchema,
    response: { 200: QuestionnaireResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'PUT /api/assessments/:id/answers/:questionId': {
    params: QuestionIdParamsSchema,
    body: SaveAnswerRequestSchema,
    response: { 200: SaveAnswerResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'POST /api/assessments/:id/complete': {
    params: AssessmentIdParamsSchema,
    body: CompleteAssessmentRequestSchema,
    response: { 200: CompleteAssessmentResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  },

  // sessions/routes.ts
  'POST /api/account/password': {
    body: ChangePasswordRequestSchema,
    response: { 200: ChangePasswordResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },
  'GET /api/account/sessions': { response: { 200: AccountSessionsResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) } },
  'DELETE /api/account/sessions': { response: { 200: EndedSessionsResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) } },
  'DELETE /api/account/sessions/:id': {
    params: SessionIdParamsSchema,
    response: { 200: EndedSessionsResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },
  'DELETE /api/people/:id/sessions': {
    params: PersonIdParamsSchema,
    response: { 200: EndedSessionsResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },

  // roadmap/routes.ts
  'GET /api/roadmap': { querystring: RoadmapQuerySchema, response: { 200: RoadmapResponseSchema, ...refusals(400, 401, 403, 404, 409) } },
  'POST /api/roadmap': {
    body: GenerateRoadmapRequestSchema,
    response: { 201: RoadmapResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'PATCH /api/roadmap/items/:id': {
    params: RoadmapItemParamsSchema,
    body: UpdateRoadmapItemRequestSchema,
    response: { 200: RoadmapItemSchema, ...refusals(400, 401, 403, 404, 409) },
  },

  // action-plans/routes.ts
  'GET /api/action-plans': {
    querystring: ActionPlanListQuerySchema,
    response: { 200: ActionPlanListResponseSchema, ...refusals(400, 401, 403, 404) },
  },
  'GET /api/action-plans/shared': { response: { 200: SharedActionsResponseSchema, ...refusals(401, 403) } },
  'POST /api/action-plans': {
    body: CreateActionPlanRequestSchema,
    response: { 201: ActionPlanSchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'PATCH /api/action-plans/:id': {
    params: ActionPlanParamsSchema,
    body: UpdateActionPlanRequestSchema,
    response: { 200: ActionPlanSchema, ...refusals(400, 401, 403, 404) },
  },
  'POST /api/action-plans/:id/updates': {
    params: ActionPlanParamsSchema,
    body: AddActionPlanUpdateRequestSchema,
    response: { 201: ActionPlanSchema, ...refusals(400, 401, 403, 404) },
  },
  'PUT /api/action-plans/:id/publication': {
    params: ActionPlanParamsSchema,
    body: ActionPlanPublicationRequestSchema,
    response: { 200: ActionPlanSchema, ...refusals(400, 401, 403, 404) },
  },

  // pulse-programmes/routes.ts
  'GET /api/pulse-programmes': { response: { 200: PulseProgrammeListResponseSchema, ...refusals(401, 403) } },
  'POST /api/pulse-programmes': {
    body: CreatePulseProgrammeRequestSchema,
    response: { 201: PulseProgrammeSchema, ...refusals(400, 401, 403) },
  },
  'GET /api/pulse-programmes/:id': {
    params: PulseProgrammeParamsSchema,
    response: { 200: PulseProgrammeSchema, ...refusals(400, 401, 403, 404) },
  },
  'POST /api/pulse-programmes/:id/pause': {
    params: PulseProgrammeParamsSchema,
    response: { 200: PulseProgrammeSchema, ...refusals(400, 401, 403, 404) },
  },
  'POST /api/pulse-programmes/:id/resume': {
    params: PulseProgrammeParamsSchema,
    response: { 200: PulseProgrammeSchema, ...refusals(400, 401, 403, 404) },
  },
  'POST /api/pulse-programmes/:id/start-now': {
    params: PulseProgrammeParamsSchema,
    response: { 200: PulseProgrammeSchema, ...refusals(400, 401, 403, 404, 409) },
  },

  // results/routes.ts
  'GET /api/results': { response: { 200: ResultsOverviewSchema, ...refusals(400, 401, 403, 404) } },
  'GET /api/results/:id': { params: ResultsParamsSchema, response: { 200: AssessmentResultsSchema, ...refusals(400, 401, 403, 404) } },
  'GET /api/results/:id/trends': {
    params: ResultsParamsSchema,
    response: { 200: AssessmentTrendsSchema, ...refusals(400, 401, 403, 404) },
  },
  'GET /api/results/:id/cuts': {
    params: ResultsParamsSchema,
    response: { 200: ResultsCutsSchema, ...refusals(400, 401, 403, 404) },
  },
  'GET /api/results/:id/teams': {
    params: ResultsParamsSchema,
    response: { 200: TeamResultsResponseSchema, ...refusals(400, 401, 403, 404) },
  },
  'GET /api/demo/results': { response: { 200: ResultsOverviewSchema, ...refusals(400, 401, 403, 404) } },
  'GET /api/demo/results/:id': { params: ResultsParamsSchema, response: { 200: AssessmentResultsSchema, ...refusals(400, 401, 403, 404) } },
  'GET /api/demo/results/:id/teams': {
    params: ResultsParamsSchema,
    response: { 200: TeamResultsResponseSchema, ...refusals(400, 401, 403, 404) },
  },

  // health/routes.ts
  'GET /api/health': { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } },

  // contact/routes.ts
  'POST /api/contact': {
    body: ContactRequestSchema,
    response: { 201: ContactResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
  },

  // two-step/routes.ts
  'POST /api/session/second-step': {
    body: SecondStepRequestSchema,
    response: { 200: SessionResponseSchema, ...refusals(400, 401, 403, 409, 429) },
  },
  'GET /api/two-step': { response: { 200: TwoStepStatusSchema, ...refusals(400, 401, 403, 409, 429) } },
  'POST /api/two-step/enrolment': { response: { 200: EnrolmentStartSchema, ...refusals(400, 401, 403, 409, 429) } },
  'POST /api/two-step/enrolment/confirm': {
    body: ConfirmEnrolmentRequestSchema,
    response: { 200: RecoveryCodesResponseSchema, ...refusals(400, 401, 403, 409, 429) },
  },
  'POST /api/two-step/recovery-codes': {
    body: ReauthenticationRequestSchema,
    response: { 200: RecoveryCodesResponseSchema, ...refusals(400, 401, 403, 409, 429) },
  },
  'POST /api/two-step/disable': {
    body: ReauthenticationRequestSchema,
    response: { 200: TwoStepStatusSchema, ...refusals(400, 401, 403, 409, 429) },
  },

  // sso/routes.ts
  'GET /api/sso/discover': {
    querystring: SsoDiscoverQuerySchema,
    response: { 200: SsoDiscoverResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
  },
  'GET /api/sso/:organisationId/start': {
    params: SsoOrganisationParamsSchema,
    querystring: SsoStartQuerySchema,
    response: { 303: z.null().describe("To the organisation's identity provider, or back to the sign-in page"), ...refusals(400, 429) },
    link: 'redirect',
  },
  'GET /api/sso/:organisationId/oidc/callback': {
    params: SsoOrganisationParamsSchema,
    querystring: OidcCallbackQuerySchema,
    response: { 303: z.null().describe('Signed in, or back to the sign-in page with the reason'), ...refusals(400, 429) },
    link: 'redirect',
  },
  'GET /api/sso/:organisationId/saml/metadata': {
    params: SsoOrganisationParamsSchema,
    response: {
      200: z.string().describe("Our SAML service provider metadata for the organisation's identity provider"),
      ...refusals(400, 404, 429),
    },
    link: 'document',
  },
  'POST /api/sso/:organisationId/saml/acs': {
    params: SsoOrganisationParamsSchema,
    body: SamlAcsBodySchema,
    response: {
      200: z.string().describe("A page that posts the identity provider's answer again from our origin, with the pending sign-in's cookie"),
      303: z.null().describe('Signed in, or back to the sign-in page with the reason'),
      ...refusals(400, 413, 415, 429),
    },
    link: 'redirect',
  },
  'GET /api/organisations/current/sso': { response: { 200: SsoConfigurationResponseSchema, ...refusals(400, 401, 403) } },
  'PUT /api/organisations/current/sso': {
    body: SaveSsoConfigurationRequestSchema,
    response: { 200: SsoConfigurationResponseSchema, ...refusals(400, 401, 403, 409) },
  },
  'DELETE /api/organisations/current/sso': { response: { 200: SsoConfigurationResponseSchema, ...refusals(400, 401, 403, 404) } },

  // passkeys/routes.ts
  'POST /api/session/passkey/options': { response: { 200: AuthenticationOptionsSchema, ...refusals(400, 401, 403, 429) } },
  'POST /api/session/passkey': {
    body: PasskeyAssertionRequestSchema,
    response: { 200: SessionResponseSchema, ...refusals(400, 401, 403, 429) },
  },
  'POST /api/session/second-step/passkey/options': {
    response: { 200: AuthenticationOptionsSchema, ...refusals(400, 401, 403, 409, 429) },
  },
  'POST /api/session/second-step/passkey': {
    body: PasskeyAssertionRequestSchema,
    response: { 200: SessionResponseSchema, ...refusals(400, 401, 403, 409, 429) },
  },
  'GET /api/passkeys': { response: { 200: PasskeyListResponseSchema, ...refusals(400, 401, 403, 429) } },
  'POST /api/passkeys/registration/options': {
    body: RegistrationOptionsRequestSchema,
    response: { 200: RegistrationOptionsSchema, ...refusals(400, 401, 403, 429) },
  },
  'POST /api/passkeys/registration': {
    body: RegisterPasskeyRequestSchema,
    response: { 201: AddedPasskeySchema, ...refusals(400, 401, 403, 409, 429) },
  },
  'POST /api/passkeys/confirmation/options': { response: { 200: AuthenticationOptionsSchema, ...refusals(400, 401, 403, 409, 429) } },
  'POST /api/passkeys/confirmation': {
    body: PasskeyAssertionRequestSchema,
    response: { 200: ConfirmationResponseSchema, ...refusals(400, 401, 403, 429) },
  },
  'POST /api/passkeys/confirmation/password': {
    body: PasswordConfirmationRequestSchema,
    response: { 200: ConfirmationResponseSchema, ...refusals(400, 401, 403, 429) },
  },
  'POST /api/passkeys/recovery-codes': {
    response: { 200: RecoveryCodesResponseSchema, ...refusals(400, 401, 403, 409, 429) },
  },
  'PATCH /api/passkeys/:id': {
    params: PasskeyIdParamsSchema,
    body: RenamePasskeyRequestSchema,
    response: { 200: PasskeySchema, ...refusals(400, 401, 403, 404, 429) },
  },
  'DELETE /api/passkeys/:id': {
    params: PasskeyIdParamsSchema,
    response: { 200: PasskeyListResponseSchema, ...refusals(400, 401, 403, 404, 429) },
  },

  // consent/routes.ts
  'GET /api/consent': { response: { 200: ConsentInfoResponseSchema, ...refusals(400, 401, 403, 404) } },
  'POST /api/consent': { body: GiveConsentRequestSchema, response: { 200: SessionResponseSchema, ...refusals(400, 401, 403, 404) } },

  // answer-links/routes.ts
  'POST /api/answer-links/preview': {
    body: AnswerLinkTokenRequestSchema,
    response: { 200: AnswerLinkPreviewResponseSchema, ...refusals(400, 429) },
  },
  'POST /api/answer-links/use': {
    body: UseAnswerLinkRequestSchema,
    response: { 200: UseAnswerLinkResponseSchema, ...refusals(400, 403, 409, 429) },
  },
  'POST /api/answer-links/renew': {
    body: AnswerLinkTokenRequestSchema,
    response: { 202: AcceptedResponseSchema, ...refusals(400, 429) },
  },

  // organisations/email-domain-routes.ts
  'GET /api/organisations/current/email-domain-requests': {
    response: { 200: EmailDomainRequestListResponseSchema, ...refusals(400, 401, 403) },
  },
  'POST /api/organisations/current/email-domain-requests': {
    body: RequestEmailDomainRequestSchema,
    response: { 201: EmailDomainRequestListResponseSchema, ...refusals(400, 401, 403), 409: ErrorResponseSchema, 429: ErrorResponseSchema },
  },
  'GET /api/platform/email-domain-requests': {
    response: { 200: PlatformEmailDomainRequestListResponseSchema, ...refusals(400, 401, 403) },
  },
  'POST /api/platform/email-domain-requests/:id/decision': {
    params: EmailDomainRequestParamsSchema,
    body: DecideEmailDomainRequestSchema,
    response: { 200: EmailDomainRequestSchema, ...refusals(400, 401, 403), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
  },

  // organisations/routes.ts
  'POST /api/organisations': {
    body: CreateOrganisationRequestSchema,
    response: { 202: CreateOrganisationResponseSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema },
  },
  'POST /api/organisations/confirm': {
    body: ConfirmOrganisationRequestSchema,
    response: {
      201: SessionResponseSchema,
      400: ErrorResponseSchema,
      401: ErrorResponseSchema,
      409: ErrorResponseSchema,
      429: ErrorResponseSchema,
    },
  },
  'POST /api/organisations/current': {
    body: CreateOwnOrganisationRequestSchema,
    response: { 201: SessionResponseSchema, ...refusals(400, 401, 403, 409), 429: ErrorResponseSchema },
  },
  'POST /api/organisations/current/setup': {
    body: CompleteSetupRequestSchema,
    response: { 200: CompleteSetupResponseSchema, ...refusals(400, 401, 403, 409) },
  },
  'PATCH /api/organisations/current/settings': {
    body: UpdateOrganisationSettingsRequestSchema,
    response: { 200: UpdateOrganisationSettingsResponseSchema, ...refusals(400, 401, 403, 409) },
  },
  'POST /api/platform/email-domain-approvals': {
    body: ApproveEmailDomainRequestSchema,
    response: { 200: ApproveEmailDomainResponseSchema, ...refusals(400, 401, 403, 409), 404: ErrorResponseSchema },
  },

  // accounts/routes.ts
  'GET /api/session': { response: { 200: SessionResponseSchema } },
  'POST /api/session': { body: SignInRequestSchema, response: { 200: SignInResponseSchema, ...refusals(400, 401, 403, 409, 429) } },
  'DELETE /api/session': { response: { 204: z.null().describe('Signed out'), ...refusals(400, 401, 403, 409, 429) } },
  'POST /api/accounts': { body: RegisterRequestSchema, response: { 201: RegisterResponseSchema, ...refusals(400, 401, 403, 409, 429) } },
  'POST /api/accounts/verify-email': {
    body: VerifyEmailRequestSchema,
    response: { 200: VerifyEmailResponseSchema, ...refusals(400, 401, 403, 409, 429) },
  },
  'POST /api/accounts/resend-verification': {
    body: EmailOnlyRequestSchema,
    response: { 202: AcceptedResponseSchema, ...refusals(400, 401, 403, 409, 429) },
  },
  'POST /api/accounts/forgot-password': {
    body: EmailOnlyRequestSchema,
    response: { 202: AcceptedResponseSchema, ...refusals(400, 401, 403, 409, 429) },
  },
  'POST /api/accounts/reset-password': {
    body: ResetPasswordRequestSchema,
    response: { 200: ResetPasswordResponseSchema, ...refusals(400, 401, 403, 409, 429) },
  },

  // invitations/routes.ts
  'GET /api/invitations': {
    querystring: InvitationListQuerySchema,
    response: { 200: InvitationListResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },
  'POST /api/invitations': {
    body: CreateInvitationsRequestSchema,
    response: { 200: CreateInvitationsResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },
  'POST /api/invitations/:id/resend': {
    params: InvitationIdParamsSchema,
    response: { 200: ResendInvitationResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },
  'POST /api/invitations/:id/revoke': {
    params: InvitationIdParamsSchema,
    response: { 200: RevokeInvitationResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },
  'POST /api/invitations/lookup': {
    body: InvitationLookupRequestSchema,
    response: { 200: InvitationLookupResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },
  'POST /api/invitations/accept': {
    body: AcceptInvitationRequestSchema,
    response: { 200: AcceptInvitationResponseSchema, ...refusals(400, 401, 403, 404, 409, 429) },
  },

  // people/routes.ts
  'GET /api/people': { querystring: PeopleQuerySchema, response: { 200: PeopleResponseSchema, ...refusals(400, 401, 403, 404, 409) } },
  'PATCH /api/people/:id': {
    params: PersonIdParamsSchema,
    body: UpdatePersonRequestSchema,
    response: { 200: PersonSchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'POST /api/people/import': {
    body: ImportPeopleRequestSchema,
    response: { 200: ImportPeopleResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  },

  // people/attribute-routes.ts: the organisation's own person attributes (decision 0060)
  'GET /api/organisations/current/person-attributes': {
    response: { 200: AttributeDefinitionListSchema, ...refusals(401, 403, 409) },
  },
  'POST /api/organisations/current/person-attributes': {
    body: CreateAttributeDefinitionRequestSchema,
    response: { 200: AttributeDefinitionSchema, ...refusals(400, 401, 403, 409) },
  },
  'PATCH /api/organisations/current/person-attributes/:id': {
    params: AttributeDefinitionIdParamsSchema,
    body: UpdateAttributeDefinitionRequestSchema,
    response: { 200: AttributeDefinitionSchema, ...refusals(400, 401, 403, 404, 409) },
  },
  'DELETE /api/organisations/current/person-attributes/:id': {
    params: AttributeDefinitionIdParamsSchema,
    response: { 200: RemoveAttributeDefinitionResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  },

  // scim/routes.ts: the settings page's provisioning tokens
  'GET /api/organisations/current/scim-tokens': {
    response: { 200: ScimTokenListResponseSchema, ...refusals(401, 403, 409) },
  },
  'POST /api/organisations/current/scim-tokens': {
    body: CreateScimTokenRequestSchema,
    response: { 200: CreateScimTokenResponseSchema, ...refusals(400, 401, 403, 409) },
  },
  'POST /api/organisations/current/scim-tokens/:id/revoke': {
    params: ScimTokenIdParamsSchema,
    response: { 200: ScimTokenSchema, ...refusals(400, 401, 403, 404, 409) },
  },

  // scim/provisioning-routes.ts: SCIM 2.0 for identity providers, answering in SCIM's own shapes
  // (bodies are read by the SCIM service, so every refusal is a SCIM error).
  'GET /api/scim/v2/ServiceProviderConfig': { response: { 200: ScimAnswerSchema }, link: 'provisioning' },
  'GET /api/scim/v2/ResourceTypes': { response: { 200: ScimAnswerSchema }, link: 'provisioning' },
  'GET /api/scim/v2/Schemas': { response: { 200: ScimAnswerSchema }, link: 'provisioning' },
  'GET /api/scim/v2/Users': { response: { 200: ScimAnswerSchema }, link: 'provisioning' },
  'POST /api/scim/v2/Users': { response: { 201: ScimAnswerSchema }, link: 'provisioning' },
  'GET /api/scim/v2/Users/:id': { response: { 200: ScimAnswerSchema }, link: 'provisioning' },
  'PUT /api/scim/v2/Users/:id': { response: { 200: ScimAnswerSchema }, link: 'provisioning' },
  'PATCH /api/scim/v2/Users/:id': { response: { 200: ScimAnswerSchema }, link: 'provisioning' },
  'DELETE /api/scim/v2/Users/:id': { response: { 204: z.null() }, link: 'provisioning' },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
