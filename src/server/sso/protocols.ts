import type { SsoProtocolName } from '#domain/api/sso.ts';
import { oidcProtocol } from './oidc.ts';
import type { SsoProtocol } from './protocol.ts';
import { samlProtocol } from './saml/protocol.ts';

/** Every single sign-on protocol, by the name stored with a configuration. A new protocol is one module and one line here. */
export const ssoProtocols: Partial<Record<SsoProtocolName, SsoProtocol<never>>> = {
  oidc: oidcProtocol as SsoProtocol<never>,
  saml: samlProtocol as SsoProtocol<never>,
};

export function protocolNamed(name: SsoProtocolName): SsoProtocol<unknown> | undefined {
  return ssoProtocols[name] as SsoProtocol<unknown> | undefined;
}
