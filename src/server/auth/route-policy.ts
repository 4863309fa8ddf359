import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { MessageDescriptor } from '@lingui/core';
import { guardMessages, invitationMessages, organisationRefusals, twoStepMessages } from '#domain/messages.ts';
import { can, isAbility, isPlatformAbility, mustUseTwoStepSignIn, type Ability, type Actor } from '#domain/permissions.ts';
import { isRole } from '#domain/roles.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { findSessionUser, type SessionUser, type SessionUserRow } from './sessions.ts';
import { hashToken } from './tokens.ts';
import { admitProvisioning, type ProvisioningCaller } from './provisioning-tokens.ts';

/**
 * Who may call a route, declared in its options as `config: { policy }`:
 * - `'public'`: anyone, signed in or not;
 * - `'signedIn'`: anyone signed in, member of an organisation or not (their own account's settings);
 * - `'member'`: a signed-in member of an organisation (anyone else signed in: `no_organisation`);
 * - an ability of `can`: a member for whom that ability holds; for a platform ability
 *   (`isPlatformAbility`), anyone signed in for whom it holds, as platform administrators
 *   belong to no organisation.
 *
 * - `'provisioning'`: an organisation's identity provider, by a SCIM bearer token
 *   (provisioning-tokens.ts); sessions play no part. Read it with `provisioningCallerOf`.
 *
 * Someone who must use a second factor and has none yet is refused every route but `public` ones
 * and those marked `beforeSecondFactor` (setting it up, the session itself): see `refuseUntilSecondFactor`.
 */
export type RoutePolicy = 'public' | 'signedIn' | 'member' | 'provisioning' | Ability;

/** A signed-in person whose organisation is known: what member routes work with. */
export type MemberRow = SessionUserRow & { organisationId: string };
export type OrganisationActor = Actor & { organisationId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
    /** Lets a demo member call this route with a method that writes (see the demo rule below). */
    demoMayWrite?: true;
    /** Reachable by an administrator who has yet to set up two-step sign-in: what setting it up needs. */
    beforeSecondFactor?: true;
    /**
     * Reachable with a session begun from an e-mailed answer link (scope 'answering', decision
     * 0056): what answering needs. Every other route takes such a session for no sign-in at all.
     */
    answering?: true;
    /**
     * Reads the session together with the route's own rows in one statement (see
     * `liveSession` in sessions.ts). Undefined when it cannot: the usual lookup runs then. The
     * route's policy is applied to the session it returns exactly as to the usual one.
     */
    sessionLookup?: (request: FastifyRequest, token: string) => Promise<SessionUser | undefined>;
    /**
     * The route re-checks this caller's admission in SQL, inside its own write (decision 0039).
     * Called with the session token's hash: when it answers true, the session lookup and the
     * policy wait (`admitDeferred`) until the route's statement has failed, or until the request
     * fails for any other reason, whose answer is then the refusal if there is one.
     */
    admitsInStatement?: (request: FastifyRequest, tokenHash: string) => boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie for /api requests; null when signed out. */
    user: SessionUserRow | null;
    /** Set when the route's policy admitted a member; read it with `memberOf` / `actorOf`. */
    member: MemberRow | null;
    /** Set when a `provisioning` route admitted an identity provider's token. */
    provisioningCaller: ProvisioningCaller | null;
  }
}

export function isRoutePolicy(value: unknown): value is RoutePolicy {
  return value === 'public' || value === 'signedIn' || value === 'member' || value === 'provisioning' || isAbility(value);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Refusal texts the pages already show; every other refusal is the catalogue's `forbidden`.
const refusals: Partial<Record<Ability, MessageDescriptor>> = {
  invitePeople: invitationMessages.accessDeniedText,
  manageOrganisation: organisationRefusals.userOrOrganisationNotFound,
};

/** The actor for permission checks: who, in which organisation, with which role. */
export function actorOfUser(user: SessionUserRow): Actor {
  if (!isRole(user.role)) throw new Error(`user ${user.id} has an unknown role`);
  return { userId: user.id, organisationId: user.organisationId, role: user.role };
}

/** Whether a route, by the path it was declared with, belongs to the API. */
function isApiRoute(routeUrl: string | undefined): boolean {
  return routeUrl?.startsWith('/api/') === true;
}

/** onRoute: an API route that does not say who may call it stops the application from starting. */
export function requireDeclaredPolicy(route: RouteOptions): void {
  // Outside /api the server only hands out the built web app's files, which are public by nature.
  if (!isApiRoute(route.url)) return;
  if (!isRoutePolicy(route.config?.policy)) {
    throw new Error(`${String(route.method)} ${route.url} declares no access policy: add config: { policy } to its route options`);
  }
}

/**
 * The member a policy admits, or its refusal: 401 signed out, 403 `no_organisation` for someone
 * in no organisation (an expected state the web app answers with how to create or join one,
 * whatever the route), 403 `forbidden` without the ability.
 */
export function admit(user: SessionUserRow | null, policy: Exclude<RoutePolicy, 'public' | 'signedIn' | 'provisioning'>): MemberRow {
  if (!user) throw new AppError('unauthenticated');
  const { organisationId } = user;
  if (organisationId === null) throw new AppError('no_organisation');
  if (policy !== 'member' && !can[policy](actorOfUser(user))) throw new AppError('forbidden', refusals[policy]);
  return { ...user, organisationId };
}

/** A platform ability needs no organisation: 401 signed out, 403 without it. */
export function admitToPlatform(user: SessionUserRow | null, policy: Ability): void {
  if (!user) throw new AppError('unauthenticated');
  if (!can[policy](actorOfUser(user))) throw new AppError('forbidden', refusals[policy]);
}

/** Admissions a route took over (`admitsInStatement`), each run at most once, and the session each admitted. */
const deferredAdmissions = new WeakMap<FastifyRequest, () => Promise<void>>();
const admittedSessions = new WeakMap<FastifyRequest, SessionUser>();

/**
 * Runs the session lookup and the policy that `admitsInStatement` put off, if they are still
 * waiting: afterwards the request is admitted exactly as the hook would have admitted it, or this
 * throws the hook's refusal. The error handler calls it first, so a refused caller is answered
 * with the refusal, whatever else went wrong with their request.
 */
export async function admitDeferred(request: FastifyRequest): Promise<void> {
  const admission = deferredAdmissions.get(request);
  if (!admission) return;
  deferredAdmissions.delete(request);
  await admission();
}

/** The live session behind an admitted request (undefined signed out, or while its admission waits). */
export function admittedSessionOf(request: FastifyRequest): SessionUser | undefined {
  return admittedSessions.get(request);
}

async function resolveAndAdmit(context: ServerContext, request: FastifyRequest, token: string | undefined): Promise<void> {
  const { policy, demoMayWrite, sessionLookup } = request.routeOptions.config;
  const found = token ? ((await sessionLookup?.(request, token)) ?? (await findSessionUser(context.db, context.clock, token))) : null;
  const session = withinScope(request, found);
  request.user = session?.user ?? null;
  if (session) admittedSessions.set(request, session);
  // No policy: no such route, and the not-found handler answers.
  if (policy === undefined) return;
  if (session?.inDemoOrganisation && !SAFE_METHODS.has(request.method) && !demoMayWrite) {
    throw new AppError('forbidden', guardMessages.demoReadOnly);
  }
  if (policy === 'public') return;
  if (policy === 'provisioning') throw new Error('provisioning routes are admitted by their token, never by a session');
  if (policy === 'signedIn') {
    if (!request.user) throw new AppError('unauthenticated');
  } else if (policy !== 'member' && isPlatformAbility(policy)) {
    admitToPlatform(request.user, policy);
  } else {
    request.member = admit(request.user, policy);
  }
  if (session && !request.routeOptions.config.beforeSecondFactor) refuseUntilSecondFactor(session);
}

/**
 * A deactivated person's session from an exit survey's link (decision 0066) reaches the public
 * answering routes (the session, signing out) and the answering routes of that one survey:
 * nothing else, not even another open assessment of the organisation.
 */
function reachesExitSurvey(request: FastifyRequest, exitAssessmentId: string): boolean {
  const { answering, policy } = request.routeOptions.config;
  if (!answering) return false;
  return policy === 'public' || (request.params as { id?: unknown } | undefined)?.id === exitAssessmentId;
}

/**
 * An answer link's session reaches only the routes that answer: on a public route it counts as
 * nobody signed in, and any other route asks for a full sign-in (decision 0056).
 */
function withinScope(request: FastifyRequest, session: SessionUser | null): SessionUser | null {
  if (session?.exitAssessmentId && !reachesExitSurvey(request, session.exitAssessmentId)) {
    if (request.routeOptions.config.policy === 'public') return null;
    throw new AppError('unauthenticated', guardMessages.fullSignInRequired);
  }
  if (session?.scope !== 'answering' || request.routeOptions.config.answering) return session;
  if (request.routeOptions.config.policy === 'public') return null;
  throw new AppError('unauthenticated', guardMessages.fullSignInRequired);
}

/**
 * Resolves the session and applies the route's policy before anything else of the request
 * is read: a refused caller's body is never parsed, and handlers only ever see an admitted
 * member. The demo organisation is read-only whatever the role: its members' writes are
 * refused here, before any handler or rate limit runs. The one exception is a route that
 * re-checks the admission in its own statement (`admitsInStatement`, decision 0039): there the
 * body of a caller this process admitted a moment ago is parsed before a refusal.
 */
export async function registerRoutePolicies(app: FastifyInstance, context: ServerContext): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.decorateRequest('member', null);
  app.decorateRequest('provisioningCaller', null);
  app.addHook('onRoute', requireDeclaredPolicy);
  app.addHook('onRequest', async (request) => {
    // Decided by the route the router matched, never by how the request spelled its path: a
    // handler of an API route runs only after this hook, however the path was written
    // (request-path.ts refuses the ambiguous spellings before, too).
    if (!isApiRoute(request.routeOptions.url)) return;
    if (request.routeOptions.config.policy === 'provisioning') {
      request.provisioningCaller = await admitProvisioning(context, request);
      return;
    }
    const token = request.cookies[context.sessionCookie];
    const { admitsInStatement } = request.routeOptions.config;
    if (token && admitsInStatement?.(request, hashToken(token))) {
      deferredAdmissions.set(request, () => resolveAndAdmit(context, request, token));
      return;
    }
    await resolveAndAdmit(context, request, token);
  });
}

/**
 * Administrators must sign in with two steps (ASVS 6.3.2), and so must everyone in an
 * organisation that requires it of everyone. One who has no second factor yet (just created an
 * organisation, accepted an invitation, was promoted, or their organisation turned the setting
 * on) has a session that reaches only setting one up; decided here, once, for every route.
 */
export function refuseUntilSecondFactor(session: SessionUser): void {
  const organisation = { requiresTwoStepForEveryone: session.organisationRequiresTwoStep };
  // A provider's multi-factor sign-in counts as the second step (decision 0054).
  if (!session.hasSecondFactor && !session.providerMultiFactor && mustUseTwoStepSignIn(actorOfUser(session.user), organisation)) {
    throw new AppError('two_step_required', twoStepMessages.setUpToContinue);
  }
}

/** The signed-in person, for `signedIn` routes (and any route that is not public). */
export function userOf(request: FastifyRequest): SessionUserRow {
  if (!request.user)
    throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} reads the user, but its policy admits anyone`);
  return request.user;
}

/** The signed-in person as an actor, for a route whose policy is a platform ability (no organisation). */
export function platformActorOf(request: FastifyRequest): Actor {
  return actorOfUser(userOf(request));
}

/** The identity provider a `provisioning` route admitted. */
export function provisioningCallerOf(request: FastifyRequest): ProvisioningCaller {
  if (!request.provisioningCaller)
    throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} is not a provisioning route`);
  return request.provisioningCaller;
}

/** The member the route's policy admitted. From a public route it is a programming error. */
export function memberOf(request: FastifyRequest): MemberRow {
  if (!request.member)
    throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} reads the member, but its policy admits anyone`);
  return request.member;
}

/** The admitted member as an actor, with the organisation every tenant statement filters by. */
export function actorOf(request: FastifyRequest): OrganisationActor {
  const member = memberOf(request);
  return { ...actorOfUser(member), organisationId: member.organisationId };
}
