import { timingSafeEqual } from 'node:crypto';
import { endpoints, externalLoginParamsSchema } from '@bikeship/core/schemas';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, RouteModule } from '../http/appEnv';
import { setAuthCookie } from '../http/authentication';
import { route } from '../http/endpointRoute';
import { HttpError } from '../http/httpError';
import { issuesToFieldErrors } from '../http/validation';
import {
  type ExternalProfile,
  SsoOAuthClient,
  SsoProviderError,
} from '../integrations/sso/oauthClient';
import {
  failurePage,
  finishPage,
  type PopupPage,
  type StandInFormValues,
  standInPage,
} from '../integrations/sso/popupPages';
import {
  configuredSsoProvider,
  EXTERNAL_LOGIN_BASE_PATH,
  SSO_PROVIDER_METADATA,
  type SsoEndpointOverrides,
  type SsoProviderName,
} from '../integrations/sso/providers';
import { standInFormSchema, standInProfile } from '../integrations/sso/standIn';
import {
  EXTERNAL_LOGIN_ATTEMPT_LIFETIME_MS,
  ExternalLoginRefused,
  findOrCreateExternalUser,
  startExternalLoginAttempt,
  takeExternalLoginAttempt,
} from '../services/externalLogin';

export interface SsoRoutesOptions {
  /** Points providers at other endpoints: tests run the real flow against a fake provider. */
  endpointOverrides?: SsoEndpointOverrides;
}

type PopupStatus = 200 | 400 | 403 | 404 | 409 | 502;

function sendPage(c: Context<AppEnv>, status: PopupStatus, page: PopupPage): Response {
  return c.html(page.html, status, page.headers);
}

/** The provider of an extra route's path, validated like the catalogue's (400 otherwise). */
function providerParam(c: Context<AppEnv>): SsoProviderName {
  const parsed = externalLoginParamsSchema.safeParse(c.req.param());
  if (!parsed.success) {
    throw new HttpError(400, 'Invalid path parameters', issuesToFieldErrors(parsed.error.issues));
  }
  return parsed.data.provider;
}

/** The callback's and the stand-in form's fields (a query string or a urlencoded POST). */
async function readFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const raw = c.req.method === 'POST' ? await c.req.parseBody() : c.req.query();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The browser half of the `state` check: a short-lived HttpOnly cookie, per provider, holding
 * the state this browser was given. The callback must come back to the SAME browser, so a
 * sign-in started by someone else (login CSRF) is refused. DECISION: SameSite=None when served
 * over https, because Apple returns with a cross-site form POST that a Lax cookie would miss;
 * the cookie is scoped to the sign-in paths and is no session. Over plain http browsers refuse
 * SameSite=None, so Lax (Google and Facebook return with a top-level GET, which Lax allows).
 */
class StateCookie {
  constructor(private readonly publicUrl: string) {}

  #name(provider: SsoProviderName): string {
    return `bikeship_sso_${provider}`;
  }

  #options() {
    const secure = this.publicUrl.startsWith('https:');
    return {
      path: EXTERNAL_LOGIN_BASE_PATH,
      httpOnly: true,
      secure,
      sameSite: secure ? ('None' as const) : ('Lax' as const),
    };
  }

  set(c: Context<AppEnv>, provider: SsoProviderName, state: string): void {
    setCookie(c, this.#name(provider), state, {
      ...this.#options(),
      maxAge: EXTERNAL_LOGIN_ATTEMPT_LIFETIME_MS / 1000,
    });
  }

  /** Whether the state came back to the browser it was given to; clears the cookie either way. */
  matchAndClear(c: Context<AppEnv>, provider: SsoProviderName, state: string | undefined): boolean {
    const stored = getCookie(c, this.#name(provider));
    deleteCookie(c, this.#name(provider), this.#options());
    return Boolean(stored && state && sameSecret(stored, state));
  }
}

const BAD_STATE_MESSAGE =
  'This sign-in has expired, was already used, or was started in another browser. Please start again.';

/**
 * Social sign-in (shell §4): GET /api/Authentication/external-login/{provider} opens in
 * the 500×600 popup. For a provider whose client id and secret are configured it redirects to
 * the provider (OAuth 2 authorization code + PKCE + state; OIDC nonce) and the provider returns
 * to `/callback`; otherwise, outside production, a local stand-in page posts to `/stand-in`.
 * Both end on a page that hands the session token to the app and closes the popup.
 */
export function createSsoRoutes(options: SsoRoutesOptions = {}): RouteModule {
  return (app, deps) => {
    const { config, db, logger } = deps;
    const oauth = new SsoOAuthClient(deps.now);
    const stateCookie = new StateCookie(config.publicUrl);
    const configured = (provider: SsoProviderName) =>
      configuredSsoProvider(provider, config, options.endpointOverrides);
    // DECISION (DESIGN.md §7): the stand-in is refused in production, where it would let anyone
    // sign in as any email they type.
    const standInAllowed = config.NODE_ENV !== 'production';
    const displayName = (provider: SsoProviderName) => SSO_PROVIDER_METADATA[provider].displayName;

    const notAvailable = (c: Context<AppEnv>, provider: SsoProviderName) => {
      logger.warn(
        { provider },
        `social sign-in with ${provider} asked for, but ${provider.toUpperCase()}_CLIENT_ID and _SECRET are not set`,
      );
      return sendPage(
        c,
        404,
        failurePage(
          'Sign-in not available',
          `Sign-in with ${displayName(provider)} is not available on this server. Please log in with your email and password.`,
        ),
      );
    };

    /** Account, session token, auth cookie, and the page that hands the token to the app. */
    const finishSignIn = async (c: Context<AppEnv>, profile: ExternalProfile) => {
      try {
        const user = await findOrCreateExternalUser(db, profile);
        const { token } = await deps.tokens.issue({
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          roles: user.roles,
        });
        setAuthCookie(c, token, config.publicUrl);
        return sendPage(
          c,
          200,
          finishPage({
            token,
            webOrigins: config.WEB_ORIGINS,
            providerName: displayName(profile.provider),
          }),
        );
      } catch (error) {
        if (!(error instanceof ExternalLoginRefused)) throw error;
        return sendPage(c, 409, failurePage('Sign-in not completed', error.message));
      }
    };

    route(app, endpoints.externalLogin, async ({ params: { provider }, c }) => {
      const registration = configured(provider);
      if (!registration && !standInAllowed) return notAvailable(c, provider);
      const secrets = await startExternalLoginAttempt(db, provider, deps.now());
      stateCookie.set(c, provider, secrets.state);
      if (registration) return c.redirect(oauth.authorizationUrl(registration, secrets), 302);
      return sendPage(
        c,
        200,
        standInPage({
          providerName: displayName(provider),
          action: `${EXTERNAL_LOGIN_BASE_PATH}/${provider}/stand-in`,
          state: secrets.state,
        }),
      );
    });

    // The provider's return: a GET with a query string, or Apple's form POST (response_mode).
    app.on(['GET', 'POST'], `${EXTERNAL_LOGIN_BASE_PATH}/:provider/callback`, async (c) => {
      const provider = providerParam(c);
      const registration = configured(provider);
      if (!registration) return notAvailable(c, provider);
      const fields = await readFields(c);
      const cameBack = stateCookie.matchAndClear(c, provider, fields.state);
      const secrets =
        cameBack && fields.state
          ? await takeExternalLoginAttempt(db, provider, fields.state, deps.now())
          : null;
      if (!secrets) {
        return sendPage(c, 400, failurePage('Sign-in not completed', BAD_STATE_MESSAGE));
      }
      if (fields.error) {
        // RFC 6749 §4.1.2.1; Apple says user_cancelled_authorize.
        const cancelled = ['access_denied', 'user_cancelled_authorize'].includes(fields.error);
        return sendPage(
          c,
          cancelled ? 403 : 400,
          failurePage(
            'Sign-in not completed',
            cancelled
              ? `You cancelled sign-in with ${displayName(provider)}, so you are not signed in.`
              : `${displayName(provider)} could not sign you in (${fields.error}). Please try again.`,
          ),
        );
      }
      if (!fields.code) {
        return sendPage(
          c,
          400,
          failurePage(
            'Sign-in not completed',
            `${displayName(provider)} sent no authorization code. Please try again.`,
          ),
        );
      }
      let profile: ExternalProfile;
      try {
        profile = await oauth.completeSignIn(
          registration,
          { code: fields.code, ...(fields.user ? { appleUser: fields.user } : {}) },
          secrets,
        );
      } catch (error) {
        if (!(error instanceof SsoProviderError)) throw error;
        logger.warn({ provider, reason: error.message }, 'social sign-in refused by the provider');
        return sendPage(
          c,
          502,
          failurePage(
            'Sign-in not completed',
            `${displayName(provider)} could not confirm your sign-in. Please try again.`,
          ),
        );
      }
      return finishSignIn(c, profile);
    });

    app.post(`${EXTERNAL_LOGIN_BASE_PATH}/:provider/stand-in`, async (c) => {
      const provider = providerParam(c);
      if (configured(provider) || !standInAllowed) return notAvailable(c, provider);
      const fields = await readFields(c);
      const form = standInFormSchema.safeParse(fields);
      if (!form.success) {
        // The attempt stays: the user corrects the form and posts it again with the same state.
        const errors: Partial<Record<keyof StandInFormValues, string>> = {};
        for (const { propertyName, message } of issuesToFieldErrors(form.error.issues)) {
          if (
            propertyName === 'email' ||
            propertyName === 'firstName' ||
            propertyName === 'lastName'
          ) {
            errors[propertyName] ??= message;
          }
        }
        return sendPage(
          c,
          400,
          standInPage({
            providerName: displayName(provider),
            action: `${EXTERNAL_LOGIN_BASE_PATH}/${provider}/stand-in`,
            state: fields.state ?? '',
            values: fields,
            errors,
          }),
        );
      }
      const cameBack = stateCookie.matchAndClear(c, provider, fields.state);
      const secrets =
        cameBack && fields.state
          ? await takeExternalLoginAttempt(db, provider, fields.state, deps.now())
          : null;
      if (!secrets) {
        return sendPage(c, 400, failurePage('Sign-in not completed', BAD_STATE_MESSAGE));
      }
      return finishSignIn(c, standInProfile(provider, form.data));
    });
  };
}

/** The module `routes/index.ts` registers: the providers' published endpoints. */
export const ssoRoutes: RouteModule = createSsoRoutes();
