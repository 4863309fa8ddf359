import { fileURLToPath } from 'node:url';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import type { Secrets } from './secrets.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerCsrfGuard } from './http/csrf-guard.ts';
import { registerWebApp } from './http/web-app.ts';
import { healthRoutes } from './health/routes.ts';

export const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export type AppDependencies = {
  database: DatabaseHandle;
  env: Pick<Env, 'PUBLIC_URL' | 'TRUST_PROXY'>;
  secrets: Secrets;
  /** Folder of the built web app; null serves the API only. */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
};

export type App = FastifyInstance;

/** Builds the whole HTTP application. `main.ts` listens with it; tests inject into it. */
export async function buildApp(dependencies: AppDependencies): Promise<App> {
  const { database, env } = dependencies;
  const app = Fastify({
    logger: dependencies.logger ?? false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Long enough for slow clients, short enough that idle sockets do not pile up.
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A text/plain body is what a cross-site form can send without a preflight: only JSON is accepted.
  app.removeContentTypeParser('text/plain');

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  registerErrorHandling(app);
  registerCsrfGuard(app, env.PUBLIC_URL);
  await registerOpenApi(app);

  await app.register(healthRoutes(database));

  await registerWebApp(app, dependencies.webRoot === undefined ? defaultWebRoot : dependencies.webRoot);
  return app;
}
