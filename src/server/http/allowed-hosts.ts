import { domainToASCII } from 'node:url';

/**
 * Which host names the app answers to, and which origins may change data.
 *
 * A DNS-rebinding page reaches this server under the attacker's own host name, so its
 * requests carry that name in Host and are same-origin to the browser. Answering only to the
 * names we were configured with (PUBLIC_URL's host, plus ALLOWED_HOSTS) defeats it; an IP
 * literal or a name the operator chose cannot be rebound by someone else.
 */
export type HostPolicy = {
  /** A Host (or X-Forwarded-Host) header value this app answers to. */
  allowsHost(hostHeader: string): boolean;
  /** An Origin header value that may send state-changing requests. */
  allowsOrigin(origin: string): boolean;
};

/** One allowed host: a port of null admits every port; an origin, when given as a URL, is matched exactly. */
export type AllowedHost = { hostname: string; port: string | null; origin: string | null };

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

// host, [ipv6] or ipv4, then an optional port; nothing else (no user info, path or spaces).
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[^\s:/?#@[\]\\]+)(?::(\d{1,5}))?$/i;

function normaliseHostname(hostname: string): string | null {
  const lower = hostname.toLowerCase().replace(/\.$/, '');
  if (lower.startsWith('[')) {
    // One spelling per IPv6 address, as URL writes it ([0:0::1] is [::1]).
    try {
      return new URL(`http://${lower}`).hostname;
    } catch {
      return null;
    }
  }
  // Non-ASCII names compare in their punycode form, the form browsers send.
  const ascii = domainToASCII(lower);
  return ascii === '' ? null : ascii;
}

/** `host`, `host:port` or `[v6]:port` as sent in a Host header; null when malformed. */
export function parseHostHeader(value: string): { hostname: string; port: string | null } | null {
  const match = HOST_PATTERN.exec(value.trim());
  if (!match?.[1]) return null;
  const hostname = normaliseHostname(match[1]);
  if (hostname === null) return null;
  const port = match[2] ?? null;
  if (port !== null && Number(port) > 65_535) return null;
  return { hostname, port };
}

/**
 * An ALLOWED_HOSTS entry: `host` (every port), `host:port`, or a URL such as
 * `http://127.0.0.1:3000` (that origin exactly). Throws with a readable message when malformed.
 */
export function parseAllowedHost(entry: string): AllowedHost {
  const trimmed = entry.trim();
  if (trimmed.includes('://')) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new Error(`"${trimmed}" is not a URL`);
    }
    if (
      !(url.protocol in DEFAULT_PORTS) ||
      url.username ||
      url.password ||
      (url.pathname !== '/' && url.pathname !== '') ||
      url.search ||
      url.hash
    ) {
      throw new Error(`"${trimmed}" must be an http(s) origin such as http://127.0.0.1:3000, without path or query`);
    }
    return { hostname: url.hostname, port: url.port || (DEFAULT_PORTS[url.protocol] ?? null), origin: url.origin };
  }
  const parsed = parseHostHeader(trimmed);
  if (!parsed) throw new Error(`"${trimmed}" is not a host name, host:port or http(s) origin`);
  return { ...parsed, origin: null };
}

/** How many allowed spellings of Host, and of Origin, a policy remembers. */
const REMEMBERED_SPELLINGS = 32;

export function createHostPolicy(publicUrl: string, allowedHosts: readonly string[]): HostPolicy {
  const publicOrigin = new URL(publicUrl);
  const publicDefaultPort = DEFAULT_PORTS[publicOrigin.protocol] ?? null;
  const entries: AllowedHost[] = [
    { hostname: publicOrigin.hostname, port: publicOrigin.port || publicDefaultPort, origin: publicOrigin.origin },
    ...allowedHosts.map(parseAllowedHost),
  ];

  const hostMatches = (entry: AllowedHost, hostname: string, port: string | null) =>
    entry.hostname === hostname && (entry.port === null || entry.port === port);

  // Every request's Host and Origin are checked, almost always spelled as the last one was: the
  // spellings found allowed are remembered, so most requests are answered without parsing. Only
  // allowed ones, and a few: a caller cannot grow this by sending names of its own.
  const allowedHostSpellings = new Set<string>();
  const allowedOriginSpellings = new Set<string>();
  const remember = (spellings: Set<string>, value: string) => {
    if (spellings.size < REMEMBERED_SPELLINGS) spellings.add(value);
  };

  return {
    allowsHost(hostHeader) {
      if (allowedHostSpellings.has(hostHeader)) return true;
      const parsed = parseHostHeader(hostHeader);
      if (!parsed) return false;
      // A Host without a port came on the default port of the public scheme (a TLS proxy in front).
      const port = parsed.port ?? publicDefaultPort;
      const allowed = entries.some((entry) => hostMatches(entry, parsed.hostname, port));
      if (allowed) remember(allowedHostSpellings, hostHeader);
      return allowed;
    },
    allowsOrigin(origin) {
      if (origin === publicOrigin.origin || allowedOriginSpellings.has(origin)) return true;
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false; // includes the opaque origin "null"
      }
      if (!(url.protocol in DEFAULT_PORTS) || url.origin !== origin) return false;
      const port = url.port || (DEFAULT_PORTS[url.protocol] ?? null);
      const allowed = entries.some((entry) =>
        entry.origin !== null ? entry.origin === url.origin : hostMatches(entry, url.hostname, port),
      );
      if (allowed) remember(allowedOriginSpellings, origin);
      return allowed;
    },
  };
}
