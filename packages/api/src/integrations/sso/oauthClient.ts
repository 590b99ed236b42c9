import { createHmac } from 'node:crypto';
import {
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { pkceChallenge } from './pkce';
import type { ConfiguredSsoProvider, SsoProviderName } from './providers';

/** Who the provider says signed in. */
export interface ExternalProfile {
  provider: SsoProviderName;
  /** The provider's stable id of the user (`sub`, Facebook's `id`). */
  subject: string;
  email: string | null;
  /** Only a verified email may sign in to an existing account with that email. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The secrets of one sign-in between the redirect to the provider and its callback. */
export interface AuthorizationSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** What the provider sent back to the callback (query string or Apple's form POST). */
export interface AuthorizationCallback {
  code: string;
  /** Apple only, first consent only: `{"name":{"firstName","lastName"},"email"}` (not signed). */
  appleUser?: string;
}

/** The provider did not confirm the sign-in (token exchange refused, id_token invalid…). */
export class SsoProviderError extends Error {
  override name = 'SsoProviderError';
}

const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * An OAuth 2 authorization-code client with PKCE (S256) and `state` for every provider, plus
 * OpenID Connect id_token verification (issuer, audience, signature from the provider's JWKS,
 * expiry, nonce) for Google and Apple; Facebook's identity comes from the Graph `/me`.
 */
export class SsoOAuthClient {
  /** One cached key set per JWKS URL: jose refetches it only on an unknown `kid`. */
  readonly #keySets = new Map<string, JWTVerifyGetKey>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Where to send the popup: the provider's authorization endpoint with our request. */
  authorizationUrl(provider: ConfiguredSsoProvider, secrets: AuthorizationSecrets): string {
    const { metadata } = provider;
    const url = new URL(metadata.authorizationUrl);
    const query = url.searchParams;
    query.set('response_type', 'code');
    query.set('client_id', provider.clientId);
    query.set('redirect_uri', provider.redirectUri);
    query.set('scope', metadata.scope);
    query.set('state', secrets.state);
    query.set('code_challenge', pkceChallenge(secrets.codeVerifier));
    query.set('code_challenge_method', 'S256');
    if (metadata.protocol === 'oidc') query.set('nonce', secrets.nonce);
    if (metadata.responseMode === 'form_post') query.set('response_mode', 'form_post');
    return url.toString();
  }

  /** Swaps the code for tokens and returns the verified identity. */
  async completeSignIn(
    provider: ConfiguredSsoProvider,
    callback: AuthorizationCallback,
    secrets: Pick<AuthorizationSecrets, 'codeVerifier' | 'nonce'>,
  ): Promise<ExternalProfile> {
    const tokens = await this.#exchangeCode(provider, callback.code, secrets.codeVerifier);
    if (provider.metadata.protocol === 'oidc') {
      if (typeof tokens.id_token !== 'string') {
        throw new SsoProviderError(`${provider.metadata.displayName} sent no id_token`);
      }
      const claims = await this.#verifyIdToken(provider, tokens.id_token, secrets.nonce);
      return profileFromIdToken(provider.metadata.name, claims, callback.appleUser);
    }
    if (typeof tokens.access_token !== 'string') {
      throw new SsoProviderError(`${provider.metadata.displayName} sent no access_token`);
    }
    return this.#fetchFacebookProfile(provider, tokens.access_token);
  }

  async #exchangeCode(
    provider: ConfiguredSsoProvider,
    code: string,
    codeVerifier: string,
  ): Promise<Record<string, unknown>> {
    // client_secret_post: every one of the three providers accepts it.
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: provider.redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code_verifier: codeVerifier,
    });
    const response = await providerFetch(provider, provider.metadata.tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
    });
    const body = await readJsonObject(provider, response);
    if (!response.ok) {
      const reason = typeof body.error === 'string' ? body.error : `HTTP ${response.status}`;
      throw new SsoProviderError(
        `${provider.metadata.displayName} refused the authorization code: ${reason}`,
      );
    }
    return body;
  }

  async #verifyIdToken(
    provider: ConfiguredSsoProvider,
    idToken: string,
    nonce: string,
  ): Promise<JWTPayload> {
    const { metadata } = provider;
    if (!metadata.jwksUrl || !metadata.issuers?.length) {
      throw new SsoProviderError(`${metadata.displayName} has no JWKS URL or issuer configured`);
    }
    let keySet = this.#keySets.get(metadata.jwksUrl);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(metadata.jwksUrl), {
        timeoutDuration: PROVIDER_TIMEOUT_MS,
      });
      this.#keySets.set(metadata.jwksUrl, keySet);
    }
    try {
      const { payload } = await jwtVerify(idToken, keySet, {
        issuer: [...metadata.issuers],
        audience: provider.clientId,
        // Google signs with RS256, Apple with RS256; never accept 'none' or an HMAC.
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: this.now(),
        clockTolerance: 60,
      });
      // The nonce ties the id_token to THIS sign-in: a token replayed from another is refused.
      if (payload.nonce !== nonce) throw new SsoProviderError('The id_token nonce does not match');
      return payload;
    } catch (error) {
      if (error instanceof SsoProviderError) throw error;
      if (error instanceof joseErrors.JOSEError) {
        throw new SsoProviderError(
          `The ${metadata.displayName} id_token is not valid: ${error.code} ${error.message}`,
        );
      }
      throw error;
    }
  }

  async #fetchFacebookProfile(
    provider: ConfiguredSsoProvider,
    accessToken: string,
  ): Promise<ExternalProfile> {
    const { metadata } = provider;
    if (!metadata.profileUrl) {
      throw new SsoProviderError(`${metadata.displayName} has no profile URL configured`);
    }
    const url = new URL(metadata.profileUrl);
    url.searchParams.set('fields', 'id,name,email,first_name,last_name');
    // appsecret_proof: Graph calls that prove they come from the app's server (Facebook docs).
    url.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', provider.clientSecret).update(accessToken).digest('hex'),
    );
    const response = await providerFetch(provider, url.toString(), {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    const body = await readJsonObject(provider, response);
    if (!response.ok || typeof body.id !== 'string' || body.id === '') {
      throw new SsoProviderError(`${metadata.displayName} did not return the user's profile`);
    }
    const [firstFromName = '', ...restOfName] =
      typeof body.name === 'string' ? body.name.split(' ') : [];
    return {
      provider: metadata.name,
      subject: body.id,
      email: typeof body.email === 'string' && body.email !== '' ? body.email : null,
      // DECISION: Graph returns no verified flag, but only ever returns a contact email the
      // user has confirmed with Facebook ("will not be returned if no valid email address is
      // available"), so we treat it as verified, as most shops' Facebook log-ins do.
      emailVerified: typeof body.email === 'string' && body.email !== '',
      firstName: typeof body.first_name === 'string' ? body.first_name : firstFromName,
      lastName: typeof body.last_name === 'string' ? body.last_name : restOfName.join(' '),
    };
  }
}

async function providerFetch(
  provider: ConfiguredSsoProvider,
  url: string,
  init: RequestInit,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new SsoProviderError(
      `${provider.metadata.displayName} could not be reached (${url}): ${String(error)}`,
    );
  }
}

async function readJsonObject(
  provider: ConfiguredSsoProvider,
  response: Response,
): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      return body as Record<string, unknown>;
    }
  } catch {
    // Falls through: a non-JSON answer is as useless as a JSON non-object.
  }
  throw new SsoProviderError(
    `${provider.metadata.displayName} answered HTTP ${response.status} without a JSON object`,
  );
}

/** Apple's `email_verified` is a boolean or the string "true" (Apple's docs show both). */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function stringClaim(payload: JWTPayload, name: string): string {
  const value = payload[name];
  return typeof value === 'string' ? value : '';
}

/** Apple sends the user's name once, in the form POST's `user` field, never in the id_token. */
function appleUserName(appleUser: string | undefined): { firstName: string; lastName: string } {
  if (!appleUser) return { firstName: '', lastName: '' };
  try {
    const parsed: unknown = JSON.parse(appleUser);
    const name =
      typeof parsed === 'object' && parsed !== null && 'name' in parsed ? parsed.name : null;
    if (typeof name !== 'object' || name === null) return { firstName: '', lastName: '' };
    const record = name as Record<string, unknown>;
    return {
      firstName: typeof record.firstName === 'string' ? record.firstName : '',
      lastName: typeof record.lastName === 'string' ? record.lastName : '',
    };
  } catch {
    return { firstName: '', lastName: '' };
  }
}

function profileFromIdToken(
  provider: SsoProviderName,
  claims: JWTPayload,
  appleUser: string | undefined,
): ExternalProfile {
  const email = stringClaim(claims, 'email');
  const fromAppleForm = appleUserName(provider === 'apple' ? appleUser : undefined);
  return {
    provider,
    subject: claims.sub as string,
    email: email === '' ? null : email,
    emailVerified: email !== '' && isTrue(claims.email_verified),
    firstName: stringClaim(claims, 'given_name') || fromAppleForm.firstName,
    lastName: stringClaim(claims, 'family_name') || fromAppleForm.lastName,
  };
}
