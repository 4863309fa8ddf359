import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on an ephemeral port, with its own login and consent
 * pages, for the single sign-on tests (API and browser). People are what `addAccount` says: an
 * e-mail, a password, the claims the provider asserts, and the authentication methods (`amr`)
 * it reports. `tamperIdToken` lets an attack test change the ID token the token endpoint
 * returns, re-signed by the provider's own key or by another.
 */
export type TestAccount = {
  email: string;
  password: string;
  name?: string;
  /** Absent: the provider says nothing of it. */
  emailVerified?: boolean;
  amr?: string[];
};

type Tamper = { claims?: (claims: JWTPayload) => JWTPayload; signWith?: 'provider' | 'other' };

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  addAccount(account: TestAccount): void;
  /** Applies to the ID tokens issued from now on, until cleared with `undefined`. */
  tamperIdToken(tamper: Tamper | undefined): void;
  close(): Promise<void>;
};

type Key = { privateKey: CryptoKey; jwk: JWK };

async function signingKey(kid: string): Promise<Key> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' } };
}

const escape = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The provider's own pages: sign in with e-mail and password, then allow the application. */
async function interaction(provider: Provider, accounts: Map<string, TestAccount>, request: IncomingMessage, response: ServerResponse) {
  const details = await provider.interactionDetails(request, response);
  const { uid, prompt, params } = details;
  const send = (status: number, html: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  };
  if (request.method === 'GET' && prompt.name === 'login') {
    return send(
      200,
      page(
        'Test identity provider: sign in',
        `<form method="post" action="/interaction/${uid}/login"><label>E-mail <input name="login" type="email" value="${escape(String(params.login_hint ?? ''))}"></label>` +
          `<label>Password <input name="password" type="password"></label><button type="submit">Sign in to the provider</button></form>`,
      ),
    );
  }
  if (request.method === 'GET') {
    return send(
      200,
      page(
        'Test identity provider: allow access',
        `<p>${escape(String(params.client_id))} asks for your e-mail address and name.</p><form method="post" action="/interaction/${uid}/confirm"><button type="submit">Allow</button></form>`,
      ),
    );
  }
  const form = await formOf(request);
  if (request.url?.endsWith('/login')) {
    const account = accounts.get(form.get('login')?.toLowerCase() ?? '');
    if (!account || account.password !== form.get('password'))
      return send(401, page('Test identity provider: wrong e-mail or password', ''));
    return provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.email, amr: account.amr ?? ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
  }
  const accountId = details.session?.accountId;
  if (!accountId) return send(400, page('Test identity provider: no session', ''));
  const grant = new provider.Grant({ accountId, clientId: String(params.client_id) });
  grant.addOIDCScope(String(params.scope));
  return provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
}

/**
 * `redirectUris`: the callback addresses the client may use, exactly; or `redirectUriPrefix`:
 * any address under it (a browser test's organisation ids are only known once created).
 */
export async function startOidcProvider(options: { redirectUris?: string[]; redirectUriPrefix?: string }): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  // Listening first: the provider's issuer is its address, known once the port is.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const own = await signingKey('provider-key');
  const other = await signingKey('provider-key');
  const clientId = 'culturelens-test';
  const clientSecret = 'a-client-secret-for-tests-only-0123456789';
  let tamper: Tamper | undefined;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris ?? [`${options.redirectUriPrefix ?? ''}registered`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [own.jwk] },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { IdToken: 300, AccessToken: 300, AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_context, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          ...(account.emailVerified === undefined ? {} : { email_verified: account.emailVerified }),
          ...(account.name ? { name: account.name } : {}),
          // The methods of this person's sign-in at the provider, as its login reports them.
          amr: account.amr ?? ['pwd'],
        }),
      };
    },
  });
  const prefix = options.redirectUriPrefix;
  if (prefix !== undefined) {
    // oidc-provider's documented way to widen the redirect check: the client's own method.
    provider.Client.prototype.redirectUriAllowed = (value: string) => value.startsWith(prefix);
  }
  provider.use(async (context: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const body = context.body as { id_token?: string } | undefined;
    if (context.path !== '/token' || !tamper || typeof body?.id_token !== 'string') return;
    const claims = (tamper.claims ?? ((value: JWTPayload) => value))(decodeJwt(body.id_token));
    const key = tamper.signWith === 'other' ? other : own;
    const idToken = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.jwk.kid ?? '', typ: 'JWT' }).sign(key.privateKey);
    context.body = { ...body, id_token: idToken };
  });
  const callback = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(provider, accounts, request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    void callback(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.email.toLowerCase(), account),
    tamperIdToken: (value) => {
      tamper = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A browser's cookies for one site, kept across a chain of requests. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.#cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  }
}

/**
 * Goes through the provider as a browser would, from the authorization address the app sent
 * the browser to: signs in with the account's password, allows access, and returns the address
 * the provider sends the browser back to (the app's callback with its query).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  account: { email: string; password: string },
  jar = new CookieJar(),
): Promise<string> {
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.take(response);
    const location = response.headers.get('location');
    const next = location ? new URL(location, url).href : undefined;
    if (next && new URL(next).origin !== new URL(authorizationUrl).origin) return next;
    if (next) {
      url = next;
      init = {};
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action) throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    const form = action.endsWith('/login')
      ? new URLSearchParams({ login: account.email, password: account.password })
      : new URLSearchParams();
    init = { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the provider never sent the browser back');
}
