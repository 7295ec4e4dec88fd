import { createHash, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque random token, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * SHA-256 of a token, hex: the only form in which a session token is stored. Every game call
 * hashes its token; the one-shot `hash` takes half the time of a Hash object.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The PKCE S256 challenge of a verifier (RFC 7636). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Compares a presented secret with the configured one in constant time; false when none is configured. */
export function sameSecret(presented: string | undefined, expected: string | undefined): boolean {
  if (!presented || !expected) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The token of an `authorization: Bearer <token>` header, if any. */
export function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
