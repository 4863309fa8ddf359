/**
 * Whether a provider's authentication methods (OpenID Connect `amr`, RFC 8176) amount to
 * multi-factor authentication, so that the sign-in counts as two-step (decision 0054): `mfa`
 * itself, or methods of at least two different kinds of factor: something known (password,
 * PIN, knowledge questions), something held (one-time code, hardware or software key, SMS or
 * call, smart card) and something one is (fingerprint, face, iris, retina, voice). Any other
 * value (`user` presence, `geo`, risk-based `rba`, unknown names) counts for nothing, so `pwd`
 * with `rba`, or `hwk` alone, is one factor.
 */
const FACTOR_KINDS: Readonly<Record<string, 'knowledge' | 'possession' | 'inherence'>> = {
  pwd: 'knowledge',
  pin: 'knowledge',
  kba: 'knowledge',
  otp: 'possession',
  hwk: 'possession',
  swk: 'possession',
  sms: 'possession',
  tel: 'possession',
  sc: 'possession',
  fpt: 'inherence',
  face: 'inherence',
  iris: 'inherence',
  retina: 'inherence',
  vbm: 'inherence',
};

export function isMultiFactor(methods: readonly unknown[] | undefined): boolean {
  if (!methods) return false;
  const names = methods.filter((method): method is string => typeof method === 'string');
  if (names.includes('mfa')) return true;
  const kinds = new Set(names.flatMap((name) => (Object.hasOwn(FACTOR_KINDS, name) ? [FACTOR_KINDS[name]] : [])));
  return kinds.size >= 2;
}
