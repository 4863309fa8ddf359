import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect } from 'vitest';
import { isPlatformAbility } from '#domain/permissions.ts';
import { ROLES, type Role } from '#domain/roles.ts';
import { isRoutePolicy, requireDeclaredPolicy, type RoutePolicy } from '#server/auth/route-policy.ts';
import { defaultOrganisationSettings, users } from '#server/db/schema.ts';
import { selectCategories } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { createMember } from '#tests/accounts.ts';
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { addressesRecord, describeOperation, fetchOperations, requestFor, type Operation } from './support/api-operations.ts';
import { consentedMember, insertRecords } from './support/records.ts';

/**
 * Who each policy admits, written out by hand (src/domain/permissions.test.ts pins `can` to
 * the same table). Typed over every policy: a new ability cannot go untested here.
 */
const admins: readonly Role[] = ['organisation_admin', 'platform_admin'];
const managersUp: readonly Role[] = ['manager', ...admins];
const ADMITTED: Record<Exclude<RoutePolicy, 'public'>, readonly Role[]> = {
  signedIn: ROLES,
  member: ROLES,
  // Nobody by a session: an identity provider's SCIM token only.
  provisioning: [],
  viewOwnTeamData: managersUp,
  useRoadmap: managersUp,
  viewTeamData: admins,
  viewOrganisationData: admins,
  manageAssessments: admins,
  manageOrganisation: admins,
  invitePeople: admins,
  managePeople: admins,
  manageActionPlans: admins,
  viewAuditLog: admins,
  approveEmailDomains: ['platform_admin'],
  viewPlatformData: ['platform_admin'],
  manageOrganisations: ['platform_admin'],
  manageQuestions: ['platform_admin'],
};

/**
 * What a session from an e-mailed answer link reaches (decision 0056): answering, and the little
 * the answering pages need around it. Every other route takes it for no sign-in at all.
 */
const REVIEWED_ANSWERING = [
  'GET /api/session',
  'DELETE /api/session',
  'PUT /api/account/locale',
  'POST /api/answer-links/preview',
  'POST /api/answer-links/use',
  'POST /api/answer-links/renew',
  'GET /api/consent',
  'POST /api/consent',
  'GET /api/assessments',
  'GET /api/assessments/{id}/questionnaire',
  'PUT /api/assessments/{id}/answers/{questionId}',
  'POST /api/assessments/{id}/complete',
].sort();

/** Who may call what: the access-control table of the API, reviewed. */
const REVIEWED_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/health': 'public',
  'GET /api/session': 'public',
  'POST /api/session': 'public',
  'POST /api/session/second-step': 'public',
  'GET /api/sso/discover': 'public',
  'GET /api/sso/{organisationId}/start': 'public',
  'GET /api/sso/{organisationId}/oidc/callback': 'public',
  'GET /api/sso/{organisationId}/saml/metadata': 'public',
  'POST /api/sso/{organisationId}/saml/acs': 'public',
  'GET /api/organisations/current/sso': 'manageOrganisation',
  'PUT /api/organisations/current/sso': 'manageOrganisation',
  'DELETE /api/organisations/current/sso': 'manageOrganisation',
  'GET /api/two-step': 'signedIn',
  'POST /api/two-step/enrolment': 'signedIn',
  'POST /api/two-step/enrolment/confirm': 'signedIn',
  'POST /api/two-step/recovery-codes': 'signedIn',
  'POST /api/two-step/disable': 'signedIn',
  'POST /api/session/passkey/options': 'public',
  'POST /api/session/passkey': 'public',
  'POST /api/session/second-step/passkey/options': 'public',
  'POST /api/session/second-step/passkey': 'public',
  'GET /api/passkeys': 'signedIn',
  'POST /api/passkeys/registration/options': 'signedIn',
  'POST /api/passkeys/registration': 'signedIn',
  'POST /api/passkeys/confirmation/options': 'signedIn',
  'POST /api/passkeys/confirmation': 'signedIn',
  'POST /api/passkeys/confirmation/password': 'signedIn',
  'POST /api/passkeys/recovery-codes': 'signedIn',
  'PATCH /api/passkeys/{id}': 'signedIn',
  'DELETE /api/passkeys/{id}': 'signedIn',
  'DELETE /api/session': 'public',
  'POST /api/accounts': 'public',
  'POST /api/accounts/verify-email': 'public',
  'POST /api/accounts/resend-verification': 'public',
  'POST /api/accounts/forgot-password': 'public',
  'POST /api/accounts/reset-password': 'public',
  'POST /api/organisations': 'public',
  'POST /api/organisations/confirm': 'public',
  'POST /api/organisations/current': 'signedIn',
  'POST /api/organisations/current/setup': 'manageOrganisation',
  'PATCH /api/organisations/current/settings': 'manageOrganisation',
  'GET /api/organisations/current/background-work': 'manageOrganisation',
  'POST /api/platform/email-domain-approvals': 'approveEmailDomains',
  'GET /api/organisations/current/email-domain-requests': 'manageOrganisation',
  'POST /api/organisations/current/email-domain-requests': 'manageOrganisation',
  'GET /api/platform/email-domain-requests': 'approveEmailDomains',
  'POST /api/platform/email-domain-requests/{id}/decision': 'approveEmailDomains',
  'GET /api/platform/overview': 'viewPlatformData',
  'POST /api/platform/organisations/{id}/suspension': 'manageOrganisations',
  'POST /api/platform/organisations/{id}/reinstatement': 'manageOrganisations',
  'GET /api/platform/question-bank': 'manageQuestions',
  'GET /api/platform/question-bank/{setId}': 'manageQuestions',
  'POST /api/platform/question-bank/{setId}/versions': 'manageQuestions',
  'GET /api/mailbox': 'public',
  'POST /api/contact': 'public',
  'GET /api/invitations': 'invitePeople',
  'POST /api/invitations': 'invitePeople',
  'POST /api/invitations/{id}/resend': 'invitePeople',
  'POST /api/invitations/{id}/revoke': 'invitePeople',
  'POST /api/invitations/lookup': 'public',
  'POST /api/answer-links/preview': 'public',
  'POST /api/answer-links/use': 'public',
  'POST /api/answer-links/renew': 'public',
  'POST /api/invitations/accept': 'public',
  'GET /api/consent': 'member',
  'POST /api/consent': 'member',
  'GET /api/people': 'viewOrganisationData',
  'PATCH /api/people/{id}': 'managePeople',
  'POST /api/people/import': 'managePeople',
  'DELETE /api/people/{id}/sessions': 'managePeople',
  'POST /api/account/password': 'signedIn',
  'GET /api/account/sessions': 'signedIn',
  'DELETE /api/account/sessions': 'signedIn',
  'DELETE /api/account/sessions/{id}': 'signedIn',
  'DELETE /api/assessments/{id}': 'manageAssessments',
  'GET /api/account/assessment-emails': 'member',
  'PUT /api/account/assessment-emails': 'member',
  'PUT /api/account/locale': 'signedIn',
  'GET /api/assessments': 'member',
  'POST /api/assessments': 'manageAssessments',
  'PATCH /api/assessments/{id}/close-date': 'manageAssessments',
  'PATCH /api/assessments/{id}/open-date': 'manageAssessments',
  'PATCH /api/assessments/{id}/status': 'manageAssessments',
  'GET /api/assessments/lifecycle': 'manageAssessments',
  'PUT /api/assessments/{id}/audience': 'manageAssessments',
  'POST /api/assessments/drafts': 'manageAssessments',
  'GET /api/assessments/{id}/draft': 'manageAssessments',
  'PUT /api/assessments/{id}/draft': 'manageAssessments',
  'GET /api/assessments/{id}/reminders': 'manageAssessments',
  'PUT /api/assessments/{id}/reminders': 'manageAssessments',
  'POST /api/assessments/{id}/reminders': 'manageAssessments',
  'POST /api/assessments/{id}/answer-import': 'manageAssessments',
  'GET /api/unsubscribe': 'public',
  'POST /api/unsubscribe': 'public',
  'GET /api/assessments/{id}/questionnaire': 'member',
  'PUT /api/assessments/{id}/answers/{questionId}': 'member',
  'POST /api/assessments/{id}/complete': 'member',
  'GET /api/results': 'member',
  'GET /api/results/{id}': 'member',
  'GET /api/results/{id}/teams': 'viewOwnTeamData',
  'GET /api/results/{id}/cuts': 'viewOwnTeamData',
  'GET /api/results/{id}/trends': 'member',
  'GET /api/demo/results': 'public',
  'GET /api/demo/results/{id}': 'public',
  'GET /api/demo/results/{id}/teams': 'public',
  'GET /api/roadmap': 'useRoadmap',
  'POST /api/roadmap': 'useRoadmap',
  'PATCH /api/roadmap/items/{id}': 'useRoadmap',
  'GET /api/action-plans': 'useRoadmap',
  'POST /api/action-plans': 'useRoadmap',
  'PATCH /api/action-plans/{id}': 'useRoadmap',
  'POST /api/action-plans/{id}/updates': 'useRoadmap',
  'PUT /api/action-plans/{id}/publication': 'manageActionPlans',
  'GET /api/action-plans/shared': 'member',
  'GET /api/pulse-programmes': 'manageAssessments',
  'POST /api/pulse-programmes': 'manageAssessments',
  'GET /api/pulse-programmes/{id}': 'manageAssessments',
  'POST /api/pulse-programmes/{id}/pause': 'manageAssessments',
  'POST /api/pulse-programmes/{id}/resume': 'manageAssessments',
  'POST /api/pulse-programmes/{id}/start-now': 'manageAssessments',
  'GET /api/export': 'viewOrganisationData',
  'GET /api/export/{id}/csv': 'viewOrganisationData',
  'GET /api/export/{id}/pdf': 'viewOrganisationData',
  'GET /api/export/{id}/presentation': 'viewOrganisationData',
  'GET /api/audit-events': 'viewAuditLog',
  'GET /api/audit-events.csv': 'viewAuditLog',
  'GET /api/organisations/current/person-attributes': 'viewOrganisationData',
  'POST /api/organisations/current/person-attributes': 'manageOrganisation',
  'PATCH /api/organisations/current/person-attributes/{id}': 'manageOrganisation',
  'DELETE /api/organisations/current/person-attributes/{id}': 'manageOrganisation',
  'GET /api/organisations/current/scim-tokens': 'manageOrganisation',
  'POST /api/organisations/current/scim-tokens': 'manageOrganisation',
  'POST /api/organisations/current/scim-tokens/{id}/revoke': 'manageOrganisation',
  'GET /api/scim/v2/ServiceProviderConfig': 'provisioning',
  'GET /api/scim/v2/ResourceTypes': 'provisioning',
  'GET /api/scim/v2/Schemas': 'provisioning',
  'GET /api/scim/v2/Users': 'provisioning',
  'POST /api/scim/v2/Users': 'provisioning',
  'GET /api/scim/v2/Users/{id}': 'provisioning',
  'PUT /api/scim/v2/Users/{id}': 'provisioning',
  'PATCH /api/scim/v2/Users/{id}': 'provisioning',
  'DELETE /api/scim/v2/Users/{id}': 'provisioning',
};

type Identity = {
  name: string;
  kind: 'signed-out' | 'no-organisation' | 'member' | 'other-organisation' | 'without-required-second-factor';
  role: Role;
  userId?: string;
};

/** 'any': a public route may answer anything but a server error; 'admitted': neither 401 nor 403 nor 5xx. */
type Expected = 'any' | 'admitted' | 401 | 403 | 404;

function expectedFor(operation: Operation, identity: Identity): Expected {
  const policy = operation.policy as RoutePolicy;
  if (policy === 'public') return 'any';
  if (identity.kind === 'signed-out' || policy === 'provisioning') return 401;
  // Until they set up two-step sign-in (an app or a passkey), administrators (and everyone, where the organisation requires it) reach that and nothing else.
  if (identity.kind === 'without-required-second-factor')
    return operation.path.startsWith('/api/two-step') || operation.path.startsWith('/api/passkeys') ? 'admitted' : 403;
  // Platform abilities are the only ones used outside an organisation (platform administrators belong to none);
  // someone in no organisation is refused every other (no_organisation) before any ability is asked.
  const needsOrganisation = policy === 'member' || (policy !== 'signedIn' && !isPlatformAbility(policy));
  if (identity.kind === 'no-organisation' && needsOrganisation) return 403;
  if (!ADMITTED[policy].includes(identity.role)) return 403;
  // Another organisation's records are not there at all.
  if (identity.kind === 'other-organisation' && addressesRecord(operation)) return 404;
  return 'admitted';
}

function meets(status: number, expected: Expected): boolean {
  if (expected === 'any') return status < 500;
  if (expected === 'admitted') return status < 500 && status !== 401 && status !== 403;
  return status === expected;
}

describe(`route policies on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  it('declares a policy for every operation of the OpenAPI document', async () => {
    const operations = await fetchOperations(server);
    expect(operations.length).toBeGreaterThan(30);
    const undeclared = operations.filter((operation) => !isRoutePolicy(operation.policy)).map(describeOperation);
    expect(undeclared).toEqual([]);
    // Spot checks that the document shows what the routes declare.
    const policyOf = (method: string, path: string) =>
      operations.find((operation) => operation.method === method && operation.path === path)?.policy;
    expect(policyOf('GET', '/api/health')).toBe('public');
    expect(policyOf('GET', '/api/assessments')).toBe('member');
    expect(policyOf('POST', '/api/invitations')).toBe('invitePeople');
  });

  it('declares the reviewed policy on each operation: a change of who may call a route is a change of this table', async () => {
    const operations = await fetchOperations(server);
    expect(Object.fromEntries(operations.map((operation) => [describeOperation(operation), operation.policy]))).toEqual(REVIEWED_POLICIES);
  });

  it('lets an answering session reach only the reviewed answering routes', async () => {
    const operations = await fetchOperations(server);
    expect(
      operations
        .filter((operation) => operation.answering)
        .map(describeOperation)
        .sort(),
    ).toEqual(REVIEWED_ANSWERING);
  });

  it('refuses to start when an API route declares no policy, or an unknown one', async () => {
    for (const config of [undefined, {}, { policy: 'admin' }]) {
      const app = Fastify();
      app.addHook('onRoute', requireDeclaredPolicy);
      const start = async () => {
        await app.register(async (child) => {
          child.get('/api/undeclared', { ...(config ? { config: config as never } : {}) }, async () => ({}));
        });
        await app.ready();
      };
      await expect(start()).rejects.toThrow('GET /api/undeclared declares no access policy');
      await app.close();
    }
    // Outside /api the built web app's files are served, public by nature.
    const app = Fastify();
    app.addHook('onRoute', requireDeclaredPolicy);
    app.get('/about', async () => ({}));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('answers every operation as its policy says, for every identity', async () => {
    const { db } = database;
    const admin = await consentedMember(db, undefined, 'organisation_admin');
    const organisationId = admin.organisationId;
    if (!organisationId) throw new Error('the administrator has no organisation');
    const manager = await consentedMember(db, organisationId, 'manager');
    const employee = await consentedMember(db, organisationId, 'employee', manager.id);
    const outsider = await consentedMember(db, undefined, 'organisation_admin');
    const stranger = await consentedMember(db, null, 'employee');
    const platformAdmin = await createMember(db, { organisationId: null, role: 'platform_admin' });
    const unenrolled = await createMember(db, { organisationId, role: 'organisation_admin', twoStep: false });
    const requiringOrganisation = await createOrganisation(db, {
      settings: { ...defaultOrganisationSettings, requireTwoStepForEveryone: true },
    });
    const unenrolledEmployee = await consentedMember(db, requiringOrganisation.id, 'employee');
    await selectCategories(db, organisationId, ['deib-assessment']);
    const { fixtures } = await insertRecords(db, organisationId, { adminId: admin.id, managerId: manager.id });

    const identities: Identity[] = [
      { name: 'signed out', kind: 'signed-out', role: 'employee' },
      { name: 'member of no organisation', kind: 'no-organisation', role: 'employee', userId: stranger.id },
      { name: 'platform administrator', kind: 'no-organisation', role: 'platform_admin', userId: platformAdmin.id },
      { name: 'employee', kind: 'member', role: 'employee', userId: employee.id },
      { name: 'manager', kind: 'member', role: 'manager', userId: manager.id },
      { name: 'organisation admin', kind: 'member', role: 'organisation_admin', userId: admin.id },
      { name: "another organisation's admin", kind: 'other-organisation', role: 'organisation_admin', userId: outsider.id },
      { name: 'admin without a second factor', kind: 'without-required-second-factor', role: 'organisation_admin', userId: unenrolled.id },
      {
        name: 'employee without a second factor where the organisation requires one of everyone',
        kind: 'without-required-second-factor',
        role: 'employee',
        userId: unenrolledEmployee.id,
      },
    ];

    const operations = await fetchOperations(server);
    const mismatches: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      for (const identity of identities) {
        // A fresh session per call: signing out, or a change of role, touches this call only.
        const cookie = identity.userId ? await createSessionCookie(db, identity.userId) : undefined;
        const { url, method, body } = requestFor(operation, fixtures);
        const response = await server.request(url, { method, ...(body === undefined ? {} : { body }), ...(cookie ? { cookie } : {}) });
        await response.arrayBuffer();
        calls += 1;
        // Creating an organisation makes the stranger its administrator: they go back to belonging to none.
        if (identity.userId === stranger.id)
          await db.update(users).set({ organisationId: null, role: 'employee' }).where(eq(users.id, stranger.id));
        const expected = expectedFor(operation, identity);
        if (!meets(response.status, expected)) {
          mismatches.push(`${describeOperation(operation)} as ${identity.name}: expected ${expected}, got ${response.status}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBe(operations.length * identities.length);
  }, 180_000);
});
