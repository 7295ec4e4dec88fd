import { describe, expect, it } from 'vitest';
import { bearer, hashToken, pkceChallenge, sameSecret } from '../../src/server/auth/tokens.ts';

describe('tokens', () => {
  it('stores a token as its SHA-256 in hex', () => {
    // FIPS 180-2's test vector for "abc".
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it("makes RFC 7636's S256 challenge of a verifier", () => {
    // RFC 7636, appendix B.
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('compares secrets, never matching when none is configured', () => {
    expect(sameSecret('s3cret', 's3cret')).toBe(true);
    expect(sameSecret('s3cret', 's3cret!')).toBe(false);
    expect(sameSecret(undefined, 's3cret')).toBe(false);
    expect(sameSecret('s3cret', undefined)).toBe(false);
  });

  it('reads the token of a Bearer header only', () => {
    expect(bearer('Bearer abc.def')).toBe('abc.def');
    expect(bearer('bearer  abc ')).toBe('abc');
    expect(bearer('Basic abc')).toBeUndefined();
    expect(bearer(undefined)).toBeUndefined();
  });
});
