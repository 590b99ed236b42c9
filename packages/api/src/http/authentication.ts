import { AUTH_COOKIE_LIFETIME_S } from '@bikeship/core/constants';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from './appEnv';

/** The site's auth cookie (shell §9: 8-day lifetime; the token inside expires sooner). */
export const AUTH_COOKIE = 'bikeship_token';

/**
 * Reads the caller's token: `Authorization: Bearer` (embeds on partner origins, claims) wins
 * over the cookie (the site). An invalid or revoked token is treated as no token: 'public'
 * calls still work, 'session' calls answer 401 and the client logs out (shell §4).
 */
export function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
    const cookie = getCookie(c, AUTH_COOKIE) ?? null;
    const token = bearer ?? cookie;
    const claims = token ? await deps.tokens.verify(token) : null;
    c.set('user', claims);
    c.set('token', claims ? token : null);
    c.set('tokenSource', claims ? (bearer ? 'bearer' : 'cookie') : null);
    await next();
  };
}

/** Sets the HttpOnly auth cookie; Secure when the site is served over https. */
export function setAuthCookie(c: Context<AppEnv>, token: string, publicUrl: string): void {
  setCookie(c, AUTH_COOKIE, token, {
    httpOnly: true,
    secure: publicUrl.startsWith('https:'),
    sameSite: 'Lax',
    path: '/',
    maxAge: AUTH_COOKIE_LIFETIME_S,
  });
}

export function clearAuthCookie(c: Context<AppEnv>): void {
  deleteCookie(c, AUTH_COOKIE, { path: '/' });
}
