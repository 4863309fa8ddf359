import type { SsoDiscoverResponse } from '#domain/api/sso.ts';
import type { ServerContext } from '#server/context.ts';
import { emailDomainOf } from '#server/organisations/index.ts';
import { protocolNamed } from './protocols.ts';
import { findSsoConfigurationByDomain } from './queries.ts';

/**
 * Whether an address's domain signs in through an organisation's provider. It says nothing of
 * the address itself (whether it has an account, whose it is): the answer depends on the domain
 * only, which any of its people could learn from their own sign-in page.
 */
export async function discoverSso(context: ServerContext, email: string): Promise<SsoDiscoverResponse> {
  const configuration = await findSsoConfigurationByDomain(context.db, emailDomainOf(email));
  if (!configuration || !protocolNamed(configuration.protocol)) return { sso: false, required: false, startUrl: null };
  const start = `/api/sso/${configuration.organisationId}/start?${new URLSearchParams({ email }).toString()}`;
  return { sso: true, required: configuration.required, startUrl: start };
}
