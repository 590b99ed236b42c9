import type { TokenResponse } from '@bikeship/core/schemas';
import type { TokenClaims, TokenService } from '../auth/tokens';
import type { UserRow } from './accounts';
import { toUserView } from './userProfile';

export interface StartedSession {
  token: string;
  claims: TokenClaims;
  /** The answer of login, register and extend-session: the token and the user it is for. */
  answer: TokenResponse;
}

/**
 * A new 20-minute session token for an account (shell §9), carrying id, names, email and roles
 * (shell §7). The route puts it in the auth cookie for the site and in the body for embeds.
 */
export async function startSession(tokens: TokenService, user: UserRow): Promise<StartedSession> {
  const { token, claims } = await tokens.issue({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: user.roles,
  });
  return { token, claims, answer: { token, user: toUserView(user, claims.exp) } };
}

/**
 * POST /api/Authentication/extend-session: a fresh token (with the account's current names and
 * roles) replaces the caller's, which is revoked so the old one cannot be used any more.
 */
export async function extendSession(
  tokens: TokenService,
  user: UserRow,
  current: TokenClaims,
): Promise<StartedSession> {
  const session = await startSession(tokens, user);
  await tokens.revoke(current);
  return session;
}
