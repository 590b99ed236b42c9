import { createHash, randomBytes } from 'node:crypto';

/**
 * An unguessable URL-safe value (OAuth `state`, OIDC `nonce`, PKCE verifier): 32 random bytes,
 * 43 base64url characters, which is also within PKCE's 43–128 character range (RFC 7636 §4.1).
 */
export function randomUrlSafeValue(): string {
  return randomBytes(32).toString('base64url');
}

/** The PKCE S256 challenge of a verifier: BASE64URL(SHA256(verifier)) (RFC 7636 §4.2). */
export function pkceChallenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}
