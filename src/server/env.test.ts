import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('environment', () => {
  it('starts with no configuration at all', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './.data', PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(readEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('derives the public URL from the port unless given', () => {
    expect(readEnv({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(readEnv({ PUBLIC_URL: 'https://culture.example.com' }).PUBLIC_URL).toBe('https://culture.example.com');
  });

  it('lists every bad value in one message', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });
});
