import { isIP } from 'node:net';
import { z } from 'zod';
import { parseAllowedHost } from '#server/http/allowed-hosts.ts';
import { parseReleaseInterval, parseTimeOfDay } from '#domain/release-times.ts';

// An empty variable (`SMTP_URL=`) means "not set", as it does in most shells' env files.
const optionalUrl = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.url().optional());

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Extra host names the app answers to besides PUBLIC_URL's (see http/allowed-hosts.ts). */
const AllowedHostsSchema = z
  .string()
  .default('')
  .transform(commaList)
  .superRefine((entries, context) => {
    for (const entry of entries) {
      try {
        parseAllowedHost(entry);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }
  });

// proxy-addr's names for address ranges, accepted in a TRUST_PROXY list.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return family === 4 && isIP(prefix) === 4; // a dotted netmask
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-* headers to believe: a hop count (`1` = the one proxy in front)
 * or a list of proxy addresses and ranges. Never "every hop": that takes the left-most
 * X-Forwarded-For, which the client writes itself, as the client's address.
 */
const TrustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
    if (trimmed === 'true') return 1; // readEnv warns about this spelling
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const entries = commaList(trimmed);
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0 || entries.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges; not ${bad.join(', ') || 'empty'}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A text setting read by `parse` (undefined when unreadable), `fallback` when unset. */
const readWith = (parse: (text: string) => number | undefined, fallback: string, message: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, context) => {
      const parsed = parse(value);
      if (parsed === undefined) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed;
    });

/**
 * Invitation e-mails an organisation may send in a day: enough to invite a large company in a
 * morning, too few for a spam relay to be worth it (see invitations/quota.ts).
 */
export const DEFAULT_INVITATIONS_PER_DAY = 2000;

// Every variable has a default so a fresh machine starts with no configuration at all.
const EnvSchema = z.object({
  /** Unset unless given: only `production` changes anything (it turns the local mailbox off). */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  /**
   * Where the generated secret and the draft keys are kept: outside the data folder, so a copy
   * of it opens nothing. Unset: the data folder's name with `-secrets` (secrets.ts, decision 0041).
   */
  SECRETS_DIR: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().min(1).optional(),
  ),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  ALLOWED_HOSTS: AllowedHostsSchema,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('CultureLens <no-reply@culturelens.localhost>'),
  /** Where the consultancy's contact form sends enquiries. */
  SALES_EMAIL: z.email().default('sales@aldergrovetechnology.co.uk'),
  RESPONDENT_SECRET: z.string().min(32, 'RESPONDENT_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the read-only demo organisation shown to signed-out visitors of /dashboard. */
  DEMO_ORGANISATION: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  TRUST_PROXY: TrustProxySchema,
  /** Made the platform administrator at start-up while there is none (src/server/platform/first-admin.ts). */
  PLATFORM_ADMIN_EMAIL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .email('must be an e-mail address')
      .transform((email) => email.toLowerCase())
      .optional(),
  ),
  /**
   * How often the answers waiting in open assessments are released, in milliseconds
   * ("1d", "12h", "5s"; "0" releases at every run, just after a sixth completion: for tests and
   * trials only, as the moment of a release then points at whoever completed last). Decision 0026.
   */
  RESULTS_RELEASE_EVERY: readWith(parseReleaseInterval, '1d', 'must be a whole number with s, m, h or d (e.g. 1d, 12h), or 0'),
  /** The time of day (UTC, HH:MM) the releases are counted from, in milliseconds past midnight. */
  RESULTS_RELEASE_AT: readWith(parseTimeOfDay, '03:00', 'must be a time of day as HH:MM (UTC), e.g. 03:00'),
  INVITATIONS_PER_DAY: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int('must be a whole number').min(1).max(10_000_000).default(DEFAULT_INVITATIONS_PER_DAY),
  ),
});

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_URL: string };

/** Reads and checks the environment; a bad value stops start-up with every problem listed. */
export function readEnv(source: NodeJS.ProcessEnv = process.env, options: { warn?: (message: string) => void } = {}): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  if (source.TRUST_PROXY?.trim() === 'true') {
    options.warn?.(
      'TRUST_PROXY=true is read as TRUST_PROXY=1 (trust the one proxy in front). Set the hop count or the proxy addresses to silence this warning.',
    );
  }
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}
