import type { SSO_PROVIDERS } from '@bikeship/core/constants';
import type { Config } from '../../config';

/** A social sign-in provider the shell offers (shell §6: google, facebook, apple). */
export type SsoProviderName = (typeof SSO_PROVIDERS)[number];

/** Where a provider's OAuth 2 / OpenID Connect endpoints are. */
export interface SsoProviderEndpoints {
  /** Where the popup is sent for the user to sign in and consent. */
  authorizationUrl: string;
  /** Where the server swaps the authorization code for tokens. */
  tokenUrl: string;
  /** OIDC providers: the accepted `iss` values of the id_token. */
  issuers?: readonly string[];
  /** OIDC providers: the key set that signs the id_token. */
  jwksUrl?: string;
  /** OAuth 2 providers without an id_token (Facebook): the profile of the access token's user. */
  profileUrl?: string;
}

export interface SsoProviderMetadata extends SsoProviderEndpoints {
  name: SsoProviderName;
  /** For the pages the popup shows. */
  displayName: string;
  /** 'oidc': identity from a verified id_token; 'oauth2': identity from `profileUrl`. */
  protocol: 'oidc' | 'oauth2';
  scope: string;
  /**
   * How the provider returns to our callback. Apple answers with a cross-site form POST when
   * name or email is asked for; the others redirect with a query string.
   */
  responseMode: 'query' | 'form_post';
}

/** Endpoint overrides per provider: tests point a provider at a fake server on 127.0.0.1. */
export type SsoEndpointOverrides = Partial<Record<SsoProviderName, Partial<SsoProviderEndpoints>>>;

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v19.0';

/** The providers' published endpoints (each provider's OIDC discovery document or docs). */
export const SSO_PROVIDER_METADATA: Readonly<Record<SsoProviderName, SsoProviderMetadata>> = {
  google: {
    name: 'google',
    displayName: 'Google',
    protocol: 'oidc',
    scope: 'openid email profile',
    responseMode: 'query',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    // Google's id_tokens carry either form of its issuer (Google's OIDC docs).
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  },
  facebook: {
    name: 'facebook',
    displayName: 'Facebook',
    protocol: 'oauth2',
    scope: 'email public_profile',
    responseMode: 'query',
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: `${FACEBOOK_GRAPH}/oauth/access_token`,
    profileUrl: `${FACEBOOK_GRAPH}/me`,
  },
  apple: {
    name: 'apple',
    displayName: 'Apple',
    protocol: 'oidc',
    scope: 'name email',
    responseMode: 'form_post',
    authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    issuers: ['https://appleid.apple.com'],
    jwksUrl: 'https://appleid.apple.com/auth/keys',
  },
};

/** A provider this server has a client registration for. */
export interface ConfiguredSsoProvider {
  metadata: SsoProviderMetadata;
  clientId: string;
  /**
   * The client secret. DECISION: for Apple this is the client-secret JWT (ES256, signed with the
   * team's key, valid up to 6 months) that the operator makes and rotates; the server does not
   * hold Apple's private key, so APPLE_CLIENT_SECRET is that JWT, not the .p8 key.
   */
  clientSecret: string;
  /** `${publicUrl}/api/Authentication/external-login/{provider}/callback`, registered with the provider. */
  redirectUri: string;
}

/** The path under which every social sign-in route lives. */
export const EXTERNAL_LOGIN_BASE_PATH = '/api/Authentication/external-login';

const CREDENTIALS: Record<SsoProviderName, (config: Config) => [string?, string?]> = {
  google: (config) => [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET],
  facebook: (config) => [config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET],
  apple: (config) => [config.APPLE_CLIENT_ID, config.APPLE_CLIENT_SECRET],
};

/**
 * The provider's registration when BOTH its client id and secret are configured;
 * null otherwise, and the popup then shows the local stand-in page (not in production).
 */
export function configuredSsoProvider(
  name: SsoProviderName,
  config: Config,
  overrides: SsoEndpointOverrides = {},
): ConfiguredSsoProvider | null {
  const [clientId, clientSecret] = CREDENTIALS[name](config);
  if (!clientId || !clientSecret) return null;
  return {
    metadata: { ...SSO_PROVIDER_METADATA[name], ...overrides[name] },
    clientId,
    clientSecret,
    redirectUri: `${config.publicUrl}${EXTERNAL_LOGIN_BASE_PATH}/${name}/callback`,
  };
}
