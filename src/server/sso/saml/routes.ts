import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { route } from '#server/http/endpoint-route.ts';
import { requestLocale } from '#server/i18n/index.ts';
import { findOrganisationById } from '#server/organisations/index.ts';
import { signInPerNetwork } from '#server/rate-limit/route-limits.ts';
import { finishSsoSignIn, pendingCookie } from '#server/sso/answer.ts';
import { callbackUrlOf } from '#server/sso/configuration.ts';
import { sendBouncePage } from './acs-bounce.ts';
import { samlProtocol } from './protocol.ts';
import { serviceProviderEndpoints, serviceProviderMetadata } from './service-provider.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** The form's fields, URL-encoded: well above the longest SAMLResponse the contract admits. */
const FORM_BODY_LIMIT = 1024 * 1024;

/** SAML's two addresses under /api/sso/{organisationId}/saml/: our metadata and the assertion consumer service (decision 0055). */
export function samlRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this plugin's routes read forms: identity providers post their answer as one.
    app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    route(
      app,
      'GET /api/sso/:organisationId/saml/metadata',
      {
        config: { policy: 'public', rateLimit: signInPerNetwork },
        schema: { summary: "Our SAML service provider metadata, for the organisation's identity provider", tags: ['sso'] },
      },
      async (request, reply) => {
        const { organisationId } = request.params;
        if (!(await findOrganisationById(context.db, organisationId))) throw new AppError('not_found');
        const acsUrl = callbackUrlOf(context, organisationId, samlProtocol.callbackPath);
        return reply.type('application/samlmetadata+xml; charset=utf-8').send(serviceProviderMetadata(serviceProviderEndpoints(acsUrl)));
      },
    );

    route(
      app,
      'POST /api/sso/:organisationId/saml/acs',
      {
        config: { policy: 'public', crossSiteBySignature: true, rateLimit: signInPerNetwork },
        schema: {
          summary: "The SAML identity provider's answer: signs the person in, or back to the sign-in page with the reason",
          tags: ['sso'],
          consumes: [FORM_TYPE],
        },
      },
      async (request, reply) => {
        const { SAMLResponse, RelayState, bounced } = request.body;
        // Posted from the provider's site, the answer came without this browser's cookie:
        // posted again from our page, it comes with it.
        if (request.cookies[pendingCookie(context)] === undefined && bounced === undefined && SAMLResponse !== undefined) {
          const action = new URL(callbackUrlOf(context, request.params.organisationId, samlProtocol.callbackPath)).pathname;
          return sendBouncePage(reply, requestLocale(request), action, { SAMLResponse, ...(RelayState ? { RelayState } : {}) });
        }
        return finishSsoSignIn(context, request, reply, request.params.organisationId);
      },
    );
  };
}
