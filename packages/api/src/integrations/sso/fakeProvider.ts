import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type { SsoEndpointOverrides, SsoProviderName } from './providers';

/**
 * TEST HELPER, not used by the server: a tiny OAuth 2 / OIDC provider on 127.0.0.1 that plays
 * Google, Facebook and Apple (one path prefix each), so the real sign-in flow runs offline. It
 * checks what the real providers check — client id and secret, redirect URI, single-use codes,
 * the PKCE S256 verifier, Facebook's appsecret_proof — and signs id_tokens with its own key.
 */

export interface FakeProviderUser {
  subject: string;
  email?: string;
  /** Google: boolean; Apple sends the string "true"/"false". */
  emailVerified?: boolean | 'true' | 'false';
  firstName?: string;
  lastName?: string;
}

/** Ways to make the next id_token wrong, for the verification tests. */
export interface IdTokenTampering {
  nonce?: string;
  audience?: string;
  issuer?: string;
  /** Signed by a key that is not in the JWKS. */
  strangerKey?: boolean;
  /** Expired an hour ago. */
  expired?: boolean;
}

interface PendingCode {
  provider: SsoProviderName;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  user: FakeProviderUser;
}

export interface FakeProvider {
  /** e.g. http://127.0.0.1:51234 */
  url: string;
  /** Endpoint overrides that point every provider at this server. */
  endpointOverrides: SsoEndpointOverrides;
  /** The client registration every provider accepts. */
  clients: Record<SsoProviderName, { clientId: string; clientSecret: string }>;
  /** Who "signs in" at the next authorization. */
  signInAs(user: FakeProviderUser): void;
  /** The next authorization is cancelled by the user (error=access_denied). */
  denyNext(): void;
  /** The next id_token is made wrong this way. */
  tamperNext(tampering: IdTokenTampering): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export async function startFakeProvider(): Promise<FakeProvider> {
  const signingKeys = await generateKeyPair('RS256');
  const strangerKeys = await generateKeyPair('RS256');
  const publicJwk: JWK = {
    ...(await exportJWK(signingKeys.publicKey)),
    kid: 'fake-1',
    alg: 'RS256',
    use: 'sig',
  };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { provider: SsoProviderName; user: FakeProviderUser }>();
  const clients: FakeProvider['clients'] = {
    google: { clientId: 'google-client', clientSecret: 'google-secret' },
    facebook: { clientId: 'facebook-app', clientSecret: 'facebook-secret' },
    apple: { clientId: 'com.bikeship.web', clientSecret: 'apple-client-secret-jwt' },
  };
  let nextUser: FakeProviderUser = { subject: 'fake-user' };
  let denyNext = false;
  let tampering: IdTokenTampering = {};
  let baseUrl = '';

  const isProvider = (name: string | undefined): name is SsoProviderName =>
    name === 'google' || name === 'facebook' || name === 'apple';

  const authorize = (provider: SsoProviderName, url: URL, response: ServerResponse) => {
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    const state = query.get('state') ?? '';
    if (
      query.get('response_type') !== 'code' ||
      query.get('client_id') !== clients[provider].clientId ||
      !redirectUri ||
      query.get('code_challenge_method') !== 'S256' ||
      !query.get('code_challenge')
    ) {
      return sendJson(response, 400, { error: 'invalid_request' });
    }
    const formPost = query.get('response_mode') === 'form_post';
    let answer: Record<string, string>;
    if (denyNext) {
      denyNext = false;
      answer = {
        error: provider === 'apple' ? 'user_cancelled_authorize' : 'access_denied',
        state,
      };
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        provider,
        clientId: clients[provider].clientId,
        redirectUri,
        codeChallenge: query.get('code_challenge') ?? '',
        nonce: query.get('nonce'),
        user: nextUser,
      });
      answer = { code, state };
      // Apple sends the name once, as JSON in the form's `user` field.
      if (provider === 'apple' && (nextUser.firstName || nextUser.lastName)) {
        answer.user = JSON.stringify({
          name: { firstName: nextUser.firstName, lastName: nextUser.lastName },
          email: nextUser.email,
        });
      }
    }
    if (formPost) {
      const inputs = Object.entries(answer)
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${name}" value="${escapeAttribute(value)}">`,
        )
        .join('');
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(
        `<form method="post" action="${escapeAttribute(redirectUri)}">${inputs}</form>`,
      );
    }
    const target = new URL(redirectUri);
    for (const [name, value] of Object.entries(answer)) target.searchParams.set(name, value);
    response.writeHead(302, { location: target.toString() });
    response.end();
  };

  const idToken = async (provider: SsoProviderName, pending: PendingCode): Promise<string> => {
    const { user } = pending;
    const now = Math.floor(Date.now() / 1000);
    const issuedAt = tampering.expired ? now - 7200 : now;
    const claims: Record<string, unknown> = {
      email: user.email,
      email_verified: user.emailVerified,
      nonce: tampering.nonce ?? pending.nonce,
    };
    // Google puts names in the id_token; Apple never does.
    if (provider === 'google') {
      claims.given_name = user.firstName;
      claims.family_name = user.lastName;
    }
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
      .setIssuer(tampering.issuer ?? `${baseUrl}/${provider}`)
      .setAudience(tampering.audience ?? pending.clientId)
      .setSubject(user.subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 600)
      .sign(
        (tampering.strangerKey ? strangerKeys.privateKey : signingKeys.privateKey) as CryptoKey,
      );
    tampering = {};
    return token;
  };

  const token = async (
    provider: SsoProviderName,
    request: IncomingMessage,
    response: ServerResponse,
  ) => {
    const form = new URLSearchParams(await readBody(request));
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code); // single use, as every provider does
    const verifier = form.get('code_verifier') ?? '';
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !pending ||
      pending.provider !== provider ||
      form.get('client_id') !== pending.clientId ||
      form.get('client_secret') !== clients[provider].clientSecret ||
      form.get('redirect_uri') !== pending.redirectUri
    ) {
      return sendJson(response, 400, { error: 'invalid_grant' });
    }
    if (createHash('sha256').update(verifier).digest('base64url') !== pending.codeChallenge) {
      return sendJson(response, 400, { error: 'invalid_grant', error_description: 'PKCE' });
    }
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, { provider, user: pending.user });
    const body: Record<string, unknown> = {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
    };
    if (provider !== 'facebook') body.id_token = await idToken(provider, pending);
    sendJson(response, 200, body);
  };

  const facebookMe = (url: URL, request: IncomingMessage, response: ServerResponse) => {
    const accessToken = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const holder = accessTokens.get(accessToken);
    const proof = createHmac('sha256', clients.facebook.clientSecret)
      .update(accessToken)
      .digest('hex');
    if (holder?.provider !== 'facebook' || url.searchParams.get('appsecret_proof') !== proof) {
      return sendJson(response, 400, { error: { message: 'Invalid OAuth access token' } });
    }
    const { user } = holder;
    const all: Record<string, string | undefined> = {
      id: user.subject,
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
    };
    const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
    sendJson(
      response,
      200,
      Object.fromEntries(fields.filter((f) => all[f]).map((f) => [f, all[f]])),
    );
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', baseUrl);
    const [, provider, action] = url.pathname.split('/');
    if (!isProvider(provider)) return sendJson(response, 404, { error: 'not_found' });
    const handle = async () => {
      if (action === 'authorize' && request.method === 'GET')
        return authorize(provider, url, response);
      if (action === 'token' && request.method === 'POST')
        return token(provider, request, response);
      if (action === 'jwks' && provider !== 'facebook')
        return sendJson(response, 200, { keys: [publicJwk] });
      if (action === 'me' && provider === 'facebook') return facebookMe(url, request, response);
      return sendJson(response, 404, { error: 'not_found' });
    };
    handle().catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const oidc = (provider: SsoProviderName) => ({
    authorizationUrl: `${baseUrl}/${provider}/authorize`,
    tokenUrl: `${baseUrl}/${provider}/token`,
    issuers: [`${baseUrl}/${provider}`],
    jwksUrl: `${baseUrl}/${provider}/jwks`,
  });
  return {
    url: baseUrl,
    endpointOverrides: {
      google: oidc('google'),
      apple: oidc('apple'),
      facebook: {
        authorizationUrl: `${baseUrl}/facebook/authorize`,
        tokenUrl: `${baseUrl}/facebook/token`,
        profileUrl: `${baseUrl}/facebook/me`,
      },
    },
    clients,
    signInAs(user) {
      nextUser = user;
    },
    denyNext() {
      denyNext = true;
    },
    tamperNext(next) {
      tampering = next;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
