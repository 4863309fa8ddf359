import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/errors.ts';
import type { HostPolicy } from './allowed-hosts.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route acts only on an unguessable token in its own URL, never on a session, so a
     * forged request can do nothing its sender could not do with the link itself: mail
     * providers post to one-click unsubscribe links (RFC 8058) from their servers, with a form
     * body and no Origin. The route parses its own body types.
     */
    crossSiteByToken?: true;
    /**
     * The route acts only on a message its sender signed with a key the organisation set up,
     * answering a request this browser's own pending sign-in sent (the SAML assertion consumer
     * service, decision 0055): identity providers post it from their own site, as a form. The
     * route parses its own body types.
     */
    crossSiteBySignature?: true;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACCEPTED_BODY_TYPES = ['application/json', 'multipart/form-data'];

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Cross-site request forgery defence for requests that change data, whatever their path
 * (only the API has such routes; guarding every path leaves no spelling of one unguarded):
 * - they must prove they come from one of our pages, by an `Origin` that is PUBLIC_URL's or
 *   an ALLOWED_HOSTS one, or by `Sec-Fetch-Site: same-origin` (browsers send these and a
 *   foreign page cannot forge them). Never compared with the request's own Host: under DNS
 *   rebinding that is the attacker's name too. The host allowlist, earlier, has already
 *   refused requests for foreign names, so "same-origin" there means one of ours;
 * - a body must be JSON or multipart, never the form encodings a foreign page can post
 *   without a preflight.
 */
export function registerCsrfGuard(app: FastifyInstance, policy: HostPolicy): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.crossSiteByToken === true || request.routeOptions.config.crossSiteBySignature === true) return;
    // An identity provider's SCIM calls carry their token in a header no foreign page can make a
    // browser send, and their own `application/scim+json` bodies.
    if (request.routeOptions.config.policy === 'provisioning') return;

    const origin = request.headers.origin;
    const sameOrigin = origin !== undefined ? policy.allowsOrigin(origin) : request.headers['sec-fetch-site'] === 'same-origin';
    if (!sameOrigin) throw new AppError('cross_origin_request');

    if (hasBody(request)) {
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!ACCEPTED_BODY_TYPES.includes(type)) throw new AppError('unsupported_media_type');
    }
  });
}
