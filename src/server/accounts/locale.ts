import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountLocale } from '#domain/api/accounts.ts';
import type { ServerContext } from '#server/context.ts';
import { userOf } from '#server/auth/route-policy.ts';
import { users } from '#server/db/schema.ts';
import { route } from '#server/http/endpoint-route.ts';

/**
 * The signed-in person's own language (decision 0053): their e-mails are written in it and the
 * web app shows it on every device. Not an audit event: like the choice of assessment e-mails,
 * it changes nothing but how the person is spoken to.
 */
export function accountLocaleRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'PUT /api/account/locale',
      {
        config: { policy: 'signedIn', answering: true },
        schema: { summary: 'Sets your language, or null to follow your browser (then your organisation’s default)', tags: ['account'] },
      },
      async (request) => setOwnLocale(context, userOf(request).id, request.body),
    );
  };
}

async function setOwnLocale(context: ServerContext, userId: string, input: AccountLocale): Promise<AccountLocale> {
  await context.db.update(users).set({ locale: input.locale, updatedAt: context.clock.now() }).where(eq(users.id, userId));
  return { locale: input.locale };
}
