/**
 * The name a cookie of ours carries. Served over HTTPS, every cookie is `__Host-` prefixed:
 * browsers then accept it only with `Secure`, `Path=/` and no `Domain`, so neither a sibling
 * subdomain nor a plain-HTTP page on the same host can plant or overwrite it (ASVS 3.3.1, 3.3.3).
 * Browsers refuse `__Host-` cookies from plain HTTP, so local `http://` development keeps the
 * bare name. Set such a cookie with `secure: true`, `path: '/'` and no `domain`.
 */
export function cookieName(base: string, publicUrl: string): string {
  return servesOverHttps(publicUrl) ? `__Host-${base}` : base;
}

/** Whether the application's public address is HTTPS: cookies then get `Secure` and the prefix. */
export function servesOverHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}
