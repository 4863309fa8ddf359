import { describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';

describe('environment', () => {
  it('starts with no configuration at all', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './.data', PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(readEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
    // The secrets folder then defaults to the data folder's name with -secrets (secrets.ts).
    expect(readEnv({ SECRETS_DIR: ' ' }).SECRETS_DIR).toBeUndefined();
    expect(readEnv({ SECRETS_DIR: '/srv/culturelens-secrets' }).SECRETS_DIR).toBe('/srv/culturelens-secrets');
  });

  it('derives the public URL from the port unless given', () => {
    expect(readEnv({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(readEnv({ PUBLIC_URL: 'https://culture.example.com' }).PUBLIC_URL).toBe('https://culture.example.com');
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and true as one hop with a warning', () => {
    const warnings: string[] = [];
    const warn = (message: string) => void warnings.push(message);
    expect(readEnv({ TRUST_PROXY: 'false' }, { warn }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '2' }, { warn }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback' }, { warn }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(warnings).toEqual([]);
    expect(readEnv({ TRUST_PROXY: 'true' }, { warn }).TRUST_PROXY).toBe(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TRUST_PROXY=1/);
    expect(() => readEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('reads ALLOWED_HOSTS as a list of hosts, host:port pairs or origins', () => {
    expect(readEnv({}).ALLOWED_HOSTS).toEqual([]);
    expect(readEnv({ ALLOWED_HOSTS: ' culture.internal, 127.0.0.1:3000 ,http://[::1]:3000' }).ALLOWED_HOSTS).toEqual([
      'culture.internal',
      '127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(() => readEnv({ ALLOWED_HOSTS: 'https://example.com/path' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => readEnv({ ALLOWED_HOSTS: 'user@example.com' })).toThrow(/ALLOWED_HOSTS/);
  });

  it('reads INVITATIONS_PER_DAY as a positive whole number, 2,000 unless given', () => {
    expect(readEnv({}).INVITATIONS_PER_DAY).toBe(2000);
    expect(readEnv({ INVITATIONS_PER_DAY: '' }).INVITATIONS_PER_DAY).toBe(2000);
    expect(readEnv({ INVITATIONS_PER_DAY: ' 50 ' }).INVITATIONS_PER_DAY).toBe(50);
    for (const bad of ['0', '-5', '2.5', 'lots']) {
      expect(() => readEnv({ INVITATIONS_PER_DAY: bad }), bad).toThrow(/INVITATIONS_PER_DAY/);
    }
  });

  it('releases waiting answers daily at 03:00 UTC unless told otherwise', () => {
    expect(readEnv({})).toMatchObject({ RESULTS_RELEASE_EVERY: 86_400_000, RESULTS_RELEASE_AT: 3 * 3_600_000 });
    expect(readEnv({ RESULTS_RELEASE_EVERY: '12h', RESULTS_RELEASE_AT: '18:30' })).toMatchObject({
      RESULTS_RELEASE_EVERY: 43_200_000,
      RESULTS_RELEASE_AT: 66_600_000,
    });
    expect(readEnv({ RESULTS_RELEASE_EVERY: '0' }).RESULTS_RELEASE_EVERY).toBe(0);
    expect(() => readEnv({ RESULTS_RELEASE_EVERY: 'daily' })).toThrow(/RESULTS_RELEASE_EVERY/);
    expect(() => readEnv({ RESULTS_RELEASE_AT: '3am' })).toThrow(/RESULTS_RELEASE_AT/);
  });

  it('leaves NODE_ENV unset unless given', () => {
    expect(readEnv({}).NODE_ENV).toBeUndefined();
    expect(readEnv({ NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });

  it('lists every bad value in one message', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });
});
