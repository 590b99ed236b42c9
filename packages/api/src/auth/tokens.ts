import { DEFAULT_ROLES, SESSION_DEFAULT_DURATION_MS } from '@bikeship/core/constants';
import { eq, lt } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';
import { revokedTokens, users } from '../db/schema';

/** What a session token says about its holder (shell §7: id, names, email, roles, exp). */
export interface TokenClaims {
  /** The user id (JWT `sub`). */
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Token id, for revocation. */
  jti: string;
}

export type TokenSubject = Omit<TokenClaims, 'exp' | 'jti'>;

const ISSUER = 'bikeship';
const ISSUED_AT_MS_CLAIM = 'iatMs';
/** A token lives as long as the default session (20 minutes, shell §9) unless configured. */
export const TOKEN_LIFETIME_S = SESSION_DEFAULT_DURATION_MS / 1000;

/** Signs, verifies and revokes the HS256 session tokens. */
export class TokenService {
  readonly #key: Uint8Array;

  constructor(
    secret: string,
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    /** Seconds a token lives (config SESSION_LIFETIME_SECONDS). */
    private readonly lifetimeS: number = TOKEN_LIFETIME_S,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  async issue(subject: TokenSubject): Promise<{ token: string; claims: TokenClaims }> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const claims: TokenClaims = {
      ...subject,
      roles: subject.roles.length ? subject.roles : [...DEFAULT_ROLES],
      exp: issuedAt + this.lifetimeS,
      jti: crypto.randomUUID(),
    };
    const token = await new SignJWT({
      // Milliseconds, beside the standard seconds of `iat`: a session begun in the same second
      // as a password reset, just after it, must outlive the reset (see verify).
      [ISSUED_AT_MS_CLAIM]: this.now().getTime(),
      firstName: claims.firstName,
      lastName: claims.lastName,
      email: claims.email,
      roles: claims.roles,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(claims.id)
      .setJti(claims.jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(claims.exp)
      .sign(this.#key);
    return { token, claims };
  }

  /** The claims of a valid, unexpired, unrevoked token; null otherwise. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: this.now(),
      });
      if (!payload.sub || !payload.jti || typeof payload.exp !== 'number') return null;
      // One round trip: the account (a deleted one has no sessions), the moment its sessions
      // were last all revoked (a password reset), and whether this token was revoked alone.
      const [holder] = await this.db
        .select({ validFrom: users.sessionsValidFrom, revokedJti: revokedTokens.jti })
        .from(users)
        .leftJoin(revokedTokens, eq(revokedTokens.jti, payload.jti))
        .where(eq(users.id, payload.sub))
        .limit(1);
      if (!holder || holder.revokedJti !== null) return null;
      const issuedAtMs =
        typeof payload[ISSUED_AT_MS_CLAIM] === 'number'
          ? payload[ISSUED_AT_MS_CLAIM]
          : (payload.iat ?? 0) * 1000;
      if (holder.validFrom && issuedAtMs < holder.validFrom.getTime()) return null;
      return {
        id: payload.sub,
        firstName: String(payload.firstName ?? ''),
        lastName: String(payload.lastName ?? ''),
        email: String(payload.email ?? ''),
        roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [...DEFAULT_ROLES],
        exp: payload.exp,
        jti: payload.jti,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  /** Revokes a token until its expiry (logout, extend-session); forgets expired revocations. */
  async revoke(claims: Pick<TokenClaims, 'jti' | 'exp'>): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
      .onConflictDoNothing();
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, this.now()));
  }
}
