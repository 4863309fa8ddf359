import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '#server/db/client.ts';
import { systemClock, type Clock } from '#server/clock.ts';
import type { ServerContext } from '#server/context.ts';
import type { Env } from '#server/env.ts';
import type { Secrets } from '#server/secrets.ts';
import { createHostPolicy } from '#server/http/allowed-hosts.ts';
import { registerControlCharacterCheck } from '#server/http/control-characters.ts';
import { registerCompression } from '#server/http/compression.ts';
import { registerCsrfGuard } from '#server/http/csrf-guard.ts';
import { registerHostAllowlist } from '#server/http/host-allowlist.ts';
import { withSafeSerializers } from '#server/http/log-serializers.ts';
import { registerRequestPathCheck } from '#server/http/request-path.ts';
import { registerSecurityHeaders } from '#server/http/security-headers.ts';
import { trustProxyOption } from '#server/http/trust-proxy.ts';
import { answerFrameworkError, registerErrorHandling } from '#server/http/error-handler.ts';
import { registerRequestLanguage } from '#server/i18n/index.ts';
import { registerOpenApi } from '#server/http/openapi.ts';
import { registerWebApp } from '#server/http/web-app.ts';
import { registerRoutePolicies } from '#server/auth/route-policy.ts';
import { cookieName, servesOverHttps } from '#server/auth/cookie-name.ts';
import { scorePasswordsOnDemand } from '#server/auth/password-scorer.ts';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import { createMailboxMailer, createSmtpMailer, type Mailer } from '#server/mail/index.ts';
import { registerRouteLimits } from '#server/rate-limit/route-limits.ts';
import { healthRoutes } from '#server/health/routes.ts';
import { accountRoutes } from '#server/accounts/routes.ts';
import { organisationRoutes } from '#server/organisations/routes.ts';
import { mailboxRoutes } from '#server/mail/index.ts';
import { contactRoutes } from '#server/contact/routes.ts';
import { invitationRoutes } from '#server/invitations/routes.ts';
import { consentRoutes } from '#server/consent/routes.ts';
import { answerLinkRoutes } from '#server/answer-links/index.ts';
import { lifecycleRoutes } from '#server/lifecycle/index.ts';
import { peopleRoutes } from '#server/people/routes.ts';
import { sessionRoutes } from '#server/sessions/routes.ts';
import { assessmentRoutes } from '#server/assessments/routes.ts';
import { releaseRoutes } from '#server/releases/routes.ts';
import { resultsCutsRoutes, resultsRoutes } from '#server/results/routes.ts';
import { roadmapRoutes } from '#server/roadmap/routes.ts';
import { actionPlanRoutes } from '#server/action-plans/routes.ts';
import { pulseProgrammeRoutes } from '#server/pulse-programmes/routes.ts';
import { exportRoutes } from '#server/export/routes.ts';
import { auditRoutes } from '#server/audit/routes.ts';
import { twoStepRoutes } from '#server/two-step/routes.ts';
import { ssoRoutes } from '#server/sso/routes.ts';
import { passkeyRoutes } from '#server/passkeys/routes.ts';
import { startBackgroundJobs } from '#server/background-jobs.ts';
import { releaseTimesOf } from '#domain/release-times.ts';
import { jobRoutes } from '#server/jobs/index.ts';
import { reminderRoutes } from '#server/reminders/routes.ts';
import { platformRoutes } from '#server/platform/routes.ts';
import { provisioningRoutes, scimTokenRoutes } from '#server/scim/index.ts';

export const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export type AppDependencies = {
  database: DatabaseHandle;
  /**
   * Settles once the database is open, migrated and seeded (`serve.ts`, which builds the app
   * meanwhile). Registering routes sends no statement; the job queue starts after it. Already
   * settled when absent.
   */
  databaseReady?: Promise<void>;
  env: Pick<
    Env,
    | 'PUBLIC_URL'
    | 'ALLOWED_HOSTS'
    | 'TRUST_PROXY'
    | 'MAIL_FROM'
    | 'SMTP_URL'
    | 'SALES_EMAIL'
    | 'NODE_ENV'
    | 'INVITATIONS_PER_DAY'
    | 'RESULTS_RELEASE_EVERY'
    | 'RESULTS_RELEASE_AT'
  >;
  secrets: Secrets;
  clock?: Clock;
  /** Defaults to SMTP when SMTP_URL is set, else the local mailbox. */
  mailer?: Mailer;
  /** Folder of the built web app; null serves the API only. */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
};

export type App = FastifyInstance & {
  context: ServerContext;
  /** Settles once the job queue runs (it starts behind the app); rejects if it could not start. */
  backgroundJobsStarted: Promise<void>;
};

/** Every feature's API routes, after the platform's hooks so each route gets its policy and limits. */
async function registerFeatureRoutes(app: FastifyInstance, { database, env }: AppDependencies, context: ServerContext): Promise<void> {
  await app.register(healthRoutes(database));
  await app.register(accountRoutes(context));
  await app.register(twoStepRoutes(context));
  await app.register(ssoRoutes(context));
  await app.register(passkeyRoutes(context));
  await app.register(organisationRoutes(context));
  await app.register(mailboxRoutes(context, { production: env.NODE_ENV === 'production' }));
  await app.register(contactRoutes(context));
  await app.register(invitationRoutes(context));
  await app.register(consentRoutes(context));
  await app.register(answerLinkRoutes(context));
  await app.register(lifecycleRoutes(context));
  await app.register(peopleRoutes(context));
  await app.register(sessionRoutes(context));
  await app.register(assessmentRoutes(context));
  await app.register(releaseRoutes(context));
  await app.register(resultsRoutes(context));
  await app.register(resultsCutsRoutes(context));
  await app.register(roadmapRoutes(context));
  await app.register(actionPlanRoutes(context));
  await app.register(pulseProgrammeRoutes(context));
  await app.register(exportRoutes(context));
  await app.register(auditRoutes(context));
  await app.register(jobRoutes(context));
  await app.register(reminderRoutes(context));
  await app.register(platformRoutes(context));
  await app.register(scimTokenRoutes(context));
  await app.register(provisioningRoutes(context));
}

/** Builds the whole HTTP application. `main.ts` listens with it; tests speak HTTP to it. */
export async function buildApp(dependencies: AppDependencies): Promise<App> {
  const { database, env } = dependencies;
  const app = Fastify({
    logger: withSafeSerializers(dependencies.logger),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Long enough for slow clients, short enough that idle sockets do not pile up.
    requestTimeout: 30_000,
    // Paths the router cannot decode, or an over-long path id, are answered before any hook:
    // in the same error shape as everything else.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // First of all hooks: a request for a foreign host name, or a path routing reads otherwise, goes no further.
  const hostPolicy = createHostPolicy(env.PUBLIC_URL, env.ALLOWED_HOSTS);
  registerHostAllowlist(app, hostPolicy, env.PUBLIC_URL);
  registerRequestPathCheck(app);

  const clock = dependencies.clock ?? systemClock;
  const mailer = dependencies.mailer ?? (env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : createMailboxMailer(app.log));
  const jobs = startBackgroundJobs({
    database,
    clock,
    secrets: dependencies.secrets,
    mailer,
    from: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL,
    releaseTimes: releaseTimesOf(env.RESULTS_RELEASE_EVERY, env.RESULTS_RELEASE_AT),
    log: app.log,
    databaseReady: dependencies.databaseReady,
  });
  const context: ServerContext = {
    db: database.db,
    engine: database.engine,
    clock,
    jobs: jobs.queue,
    outbox: jobs.outbox,
    releases: jobs.releases,
    mailTransport: mailer.transport,
    publicUrl: env.PUBLIC_URL,
    secureCookies: servesOverHttps(env.PUBLIC_URL),
    sessionCookie: cookieName(SESSION_COOKIE, env.PUBLIC_URL),
    secrets: dependencies.secrets,
    invitationsPerDay: env.INVITATIONS_PER_DAY,
    salesEmail: env.SALES_EMAIL,
  };
  app.addHook('onClose', async () => {
    await jobs.queue.stop();
    await jobs.outbox.stop();
    await jobs.releases.stop();
  });

  app.setValidatorCompiler(validatorCompiler);
  // Schema messages in the caller's language (Accept-Language), from validation on.
  registerRequestLanguage(app);
  app.setSerializerCompiler(serializerCompiler);
  // Request schemas with a new password judge its strength: the scorer loads on the first one.
  scorePasswordsOnDemand();
  // A text/plain body is what a cross-site form can send without a preflight: only JSON is accepted.
  app.removeContentTypeParser('text/plain');

  registerSecurityHeaders(app);
  // Before any route: it attaches itself to routes as they are added.
  await registerCompression(app);
  registerErrorHandling(app);
  registerCsrfGuard(app, hostPolicy);
  registerControlCharacterCheck(app);
  // Before any route: every route added afterwards must declare its access policy.
  await registerRoutePolicies(app, context);
  await registerOpenApi(app);
  await registerRouteLimits(app, database.db, clock);

  await registerFeatureRoutes(app, dependencies, context);

  await registerWebApp(app, dependencies.webRoot === undefined ? defaultWebRoot : dependencies.webRoot, {
    secureCookies: context.secureCookies,
  });
  // The app is handed over to listen while the job queue starts, on either engine. On PGlite,
  // one connection, that is safe because pg-boss (through its PGlite adapter) sends each of its
  // transactions as one multi-statement text, which the database thread runs whole before the
  // next statement: a request's statement never lands inside the queue's transaction. (Should one
  // fail part-way, the adapter's ROLLBACK follows as a statement of its own, and a request's sent
  // in between fails; a queue that cannot start stops the app anyway, serve.ts.)
  return Object.assign(app, { context, backgroundJobsStarted: jobs.started });
}
