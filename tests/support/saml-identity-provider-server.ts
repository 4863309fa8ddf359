import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestIdentityProvider, type ResponseOptions, type TestIdentityProvider } from './saml-identity-provider.ts';

export type RunningIdentityProvider = TestIdentityProvider & {
  /** What the next sign-in page answers with (who signs in, how, or a forgery). */
  answerWith(options: ResponseOptions): void;
  close(): Promise<void>;
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/**
 * The test identity provider behind a sign-in page, for the browser: `GET /sso` reads our
 * AuthnRequest (with our published metadata) and shows a page whose button posts the SAML
 * response to our assertion consumer service, as a real provider's page does after its own
 * sign-in. It listens on `localhost`, while the app is reached at 127.0.0.1: another site, so
 * the browser treats its post as cross-site, as it would a real provider's.
 */
export async function startIdentityProviderServer(serviceProviderMetadataUrl: () => string): Promise<RunningIdentityProvider> {
  let answer: ResponseOptions = {};
  // Made once the server listens: its addresses carry the port.
  const made: { identityProvider?: TestIdentityProvider } = {};
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const provider = made.identityProvider;
    if (request.method !== 'GET' || url.pathname !== '/sso' || !provider) {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      const metadata = await (await fetch(serviceProviderMetadataUrl())).text();
      const read = await provider.readRequest(metadata, `${provider.ssoUrl}${url.search}`);
      const samlResponse = await provider.respond(metadata, { inResponseTo: read.requestId, ...answer });
      const relayState = read.relayState ? `<input type="hidden" name="RelayState" value="${escapeHtml(read.relayState)}">` : '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body>
          <h1>Test identity provider</h1>
          <form method="post" action="${escapeHtml(read.acsUrl)}">
            <input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}">${relayState}
            <button type="submit">Sign in to CultureLens</button>
          </form></body></html>`,
      );
    })().catch((error: unknown) => {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const identityProvider = (made.identityProvider = createTestIdentityProvider({
    entityId: `http://localhost:${port}/saml`,
    ssoUrl: `http://localhost:${port}/sso`,
  }));
  return {
    ...identityProvider,
    answerWith(options) {
      answer = options;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
