import { describe, expect, it } from 'vitest';
import { cookieName } from './cookie-name.ts';

describe('cookieName', () => {
  it('prefixes __Host- when the application is served over HTTPS', () => {
    expect(cookieName('culturelens_session', 'https://culturelens.example')).toBe('__Host-culturelens_session');
    expect(cookieName('culturelens_session', 'HTTPS://culturelens.example:8443/')).toBe('__Host-culturelens_session');
  });

  it('keeps the bare name for local http:// development, where browsers refuse the prefix', () => {
    expect(cookieName('culturelens_session', 'http://localhost:3000')).toBe('culturelens_session');
  });
});
