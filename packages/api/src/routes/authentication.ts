import { endpoints } from '@bikeship/core/schemas';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { clientAddress } from '../auth/clientAddress';
import {
  RATE_LIMITS,
  RateLimiter,
  type RateLimitHit,
  refuseWhenLimited,
} from '../auth/rateLimiter';
import type { AppEnv, RouteModule } from '../http/appEnv';
import { AUTH_COOKIE, clearAuthCookie, setAuthCookie } from '../http/authentication';
import { route } from '../http/endpointRoute';
import { HttpError } from '../http/httpError';
import {
  checkCredentials,
  INVALID_CREDENTIALS_MESSAGE,
  isEmailRegistered,
  normalizeEmail,
} from '../services/accounts';
import {
  changePassword,
  checkPasswordChange,
  mailPasswordChanged,
} from '../services/passwordChange';
import { isResetTokenValid, requestPasswordReset, resetPassword } from '../services/passwordReset';
import { checkRegistration, confirmEmail, prepareRegistration } from '../services/registration';
import { extendSession, type StartedSession, startSession } from '../services/sessions';
import { getAccount } from '../services/userProfile';

/**
 * The rate-limit hits of one call: per account (the email as typed, or the id of the signed-in
 * account) and per client address.
 */
function hitsFor(
  c: Context<AppEnv>,
  account: string,
  perAccount: RateLimitHit['rule'],
  perIp: RateLimitHit['rule'],
  trustedProxyHops: number,
): RateLimitHit[] {
  return [
    { rule: perAccount, subject: account },
    { rule: perIp, subject: clientAddress(c, trustedProxyHops) },
  ];
}

/** Site: the HttpOnly cookie; embeds: the token in the body (shell §6). */
function answerWithSession(c: Context<AppEnv>, session: StartedSession, publicUrl: string) {
  setAuthCookie(c, session.token, publicUrl);
  return session.answer;
}

/** Authentication calls (shell §7), except external-login (routes/sso.ts). */
export const authenticationRoutes: RouteModule = (app, deps) => {
  const { db, tokens, config } = deps;
  const limiter = new RateLimiter(db, deps.now);

  route(app, endpoints.login, async ({ body, c }) => {
    const email = normalizeEmail(body.email);
    const attempt = await limiter.consume(
      hitsFor(
        c,
        email,
        RATE_LIMITS.loginPerAccount,
        RATE_LIMITS.loginPerIp,
        config.TRUST_PROXY_HOPS,
      ),
    );
    refuseWhenLimited(c, attempt, 'sign-in attempts');
    const user = await checkCredentials(db, email, body.password);
    // One answer for an unknown email and a wrong password (shell §8): nothing to tell apart.
    if (!user) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
    // Only failures count against the limits.
    await attempt.refund();
    return answerWithSession(c, await startSession(tokens, user), config.publicUrl);
  });

  route(app, endpoints.logout, async ({ c }) => {
    // Revoke what the caller holds: the token it authenticated with and, when different, the
    // site's cookie token, which this answer clears.
    const held = c.get('user');
    if (held) await tokens.revoke(held);
    const cookieToken = getCookie(c, AUTH_COOKIE);
    if (cookieToken && cookieToken !== c.get('token')) {
      const cookieClaims = await tokens.verify(cookieToken);
      if (cookieClaims) await tokens.revoke(cookieClaims);
    }
    clearAuthCookie(c);
    return undefined;
  });

  route(app, endpoints.register, async ({ body, c }) => {
    // A mistake of the form is answered before the call is counted (and says nothing about the
    // address: the field rules never look at the database).
    checkRegistration(body);
    const attempt = await limiter.consume(
      hitsFor(
        c,
        normalizeEmail(body.email),
        RATE_LIMITS.registerPerAccount,
        RATE_LIMITS.registerPerIp,
        config.TRUST_PROXY_HOPS,
      ),
    );
    refuseWhenLimited(c, attempt, 'registrations');
    // The same work and the same answer for a new address and a taken one (the DECISION in
    // services/registration.ts): which it was shows only in the mail, sent after the answer.
    const mailRegistration = await prepareRegistration(deps, body);
    deps.background.run('registration mail', mailRegistration);
    return { success: true };
  });

  route(app, endpoints.confirmEmail, async ({ body, c }) => {
    const attempt = await limiter.consume([
      { rule: RATE_LIMITS.confirmEmailPerIp, subject: clientAddress(c, config.TRUST_PROXY_HOPS) },
    ]);
    refuseWhenLimited(c, attempt, 'email confirmations');
    const user = await confirmEmail(deps, body.token);
    await attempt.refund();
    return answerWithSession(c, await startSession(tokens, user), config.publicUrl);
  });

  route(app, endpoints.forgotPassword, async ({ body, c }) => {
    const email = normalizeEmail(body.email);
    const attempt = await limiter.consume(
      hitsFor(
        c,
        email,
        RATE_LIMITS.forgotPasswordPerAccount,
        RATE_LIMITS.forgotPasswordPerIp,
        config.TRUST_PROXY_HOPS,
      ),
    );
    refuseWhenLimited(c, attempt, 'password reset requests');
    // Whether the address has an account (a lookup, a token, a mail) must not show in how long
    // the answer takes: the answer goes at once, the work after it.
    deps.background.run('password reset mail', () => requestPasswordReset(deps, email));
    return { success: true };
  });

  route(app, endpoints.checkEmail, async ({ query, c }) => {
    const email = normalizeEmail(query.email);
    const attempt = await limiter.consume(
      hitsFor(
        c,
        email,
        RATE_LIMITS.checkEmailPerAccount,
        RATE_LIMITS.checkEmailPerIp,
        config.TRUST_PROXY_HOPS,
      ),
    );
    refuseWhenLimited(c, attempt, 'email checks');
    return { exists: await isEmailRegistered(db, email) };
  });

  route(app, endpoints.verifyResetToken, async ({ body }) => ({
    valid: await isResetTokenValid(deps, body.token),
  }));

  route(app, endpoints.resetPassword, async ({ body }) => {
    await resetPassword(deps, body.token, body.password);
    return { success: true };
  });

  route(app, endpoints.changePassword, async ({ body, user, c }) => {
    const account = await getAccount(db, user.id);
    // A mistake of the form is answered before the attempt is counted: only a wrong current
    // password uses up a guess.
    checkPasswordChange(account, body);
    const attempt = await limiter.consume(
      hitsFor(
        c,
        account.id,
        RATE_LIMITS.changePasswordPerAccount,
        RATE_LIMITS.changePasswordPerIp,
        config.TRUST_PROXY_HOPS,
      ),
    );
    refuseWhenLimited(c, attempt, 'password change attempts');
    const changed = await changePassword(deps, account, body);
    await attempt.refund();
    // Every session issued before the change has ended, the caller's too: it carries on with a
    // new one, answered as login answers (the cookie for the site, the token for embeds).
    const session = await startSession(tokens, changed);
    await mailPasswordChanged(deps, changed);
    return answerWithSession(c, session, config.publicUrl);
  });

  route(app, endpoints.extendSession, async ({ user, c }) => {
    const account = await getAccount(db, user.id);
    return answerWithSession(c, await extendSession(tokens, account, user), config.publicUrl);
  });
};
