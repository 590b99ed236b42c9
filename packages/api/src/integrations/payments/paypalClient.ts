import type { Config } from '../../config';

export const PAYPAL_SANDBOX_API_URL = 'https://api-m.sandbox.paypal.com';
export const PAYPAL_LIVE_API_URL = 'https://api-m.paypal.com';

/** An access token is renewed this long before PayPal says it expires (clock skew, slow calls). */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;
/** DECISION: a PayPal call that takes longer than this is a failure, not a hung request. */
const PAYPAL_TIMEOUT_MS = 10_000;

/** PayPal could not be reached or refused our credentials: the caller answers 503. */
export class PaypalUnavailableError extends Error {
  override name = 'PaypalUnavailableError';
}

export interface PaypalClientOptions {
  clientId: string;
  clientSecret: string;
  /** e.g. https://api-m.sandbox.paypal.com (tests: a fake PayPal on 127.0.0.1). */
  apiUrl: string;
  now: () => Date;
}

interface AccessToken {
  value: string;
  expiresAt: number;
}

/**
 * The few PayPal REST calls the payment step needs (quote §7 PayPal calls): an OAuth 2 access
 * token by client credentials (kept until shortly before it expires; a failed fetch is not
 * kept, so the next call tries again), a client token for the browser's PayPal SDK, and whether
 * a customer has anything in PayPal's vault.
 */
export class PaypalClient {
  #token: Promise<AccessToken> | null = null;

  constructor(private readonly options: PaypalClientOptions) {}

  /** POST /v1/identity/generate-token: the token the browser's PayPal SDK starts with. */
  async generateClientToken(customerId: string): Promise<string> {
    const answer = await this.call('/v1/identity/generate-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer_id: customerId }),
    });
    const token = answer.client_token;
    if (typeof token !== 'string' || token === '') {
      throw new PaypalUnavailableError('PayPal answered without a client token');
    }
    return token;
  }

  /** GET /v3/vault/payment-tokens: whether the PayPal customer has a saved payment token. */
  async hasVaultedPaymentToken(paypalCustomerId: string): Promise<boolean> {
    const query = new URLSearchParams({ customer_id: paypalCustomerId, page_size: '1' });
    const answer = await this.call(`/v3/vault/payment-tokens?${query}`, { method: 'GET' });
    return Array.isArray(answer.payment_tokens) && answer.payment_tokens.length > 0;
  }

  private async call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    const token = await this.accessToken();
    const response = await this.fetch(path, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${token}` },
    });
    if (response.status === 401) this.#token = null; // revoked or expired early: fetch anew next time
    return this.json(response, path);
  }

  private accessToken(): Promise<string> {
    const cached = this.#token;
    if (cached) {
      return cached.then((token) =>
        token.expiresAt > this.options.now().getTime() ? token.value : this.renewToken(),
      );
    }
    return this.renewToken();
  }

  private renewToken(): Promise<string> {
    const credentials = Buffer.from(
      `${this.options.clientId}:${this.options.clientSecret}`,
    ).toString('base64');
    const pending = this.fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
      .then((response) => this.json(response, '/v1/oauth2/token'))
      .then((answer): AccessToken => {
        const value = answer.access_token;
        const expiresIn = Number(answer.expires_in);
        if (typeof value !== 'string' || !Number.isFinite(expiresIn)) {
          throw new PaypalUnavailableError('PayPal answered without an access token');
        }
        return {
          value,
          expiresAt: this.options.now().getTime() + expiresIn * 1000 - TOKEN_RENEWAL_MARGIN_MS,
        };
      });
    this.#token = pending;
    // Forget a failed fetch so that the next call tries again (stripe-js's loadScript habit).
    pending.catch(() => {
      if (this.#token === pending) this.#token = null;
    });
    return pending.then((token) => token.value);
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.options.apiUrl.replace(/\/$/, '')}${path}`, {
        ...init,
        signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaypalUnavailableError(
        `PayPal cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async json(response: Response, path: string): Promise<Record<string, unknown>> {
    const text = await response.text();
    if (!response.ok) {
      throw new PaypalUnavailableError(
        `PayPal ${path} answered ${response.status}: ${text.slice(0, 200)}`,
      );
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
    } catch {
      // fall through: not JSON
    }
    throw new PaypalUnavailableError(`PayPal ${path} answered something that is not JSON`);
  }
}

/**
 * The PayPal client when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are both set, else null:
 * PayPal is offered only when configured.
 */
export function createPaypalClient(config: Config, now: () => Date): PaypalClient | null {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return null;
  return new PaypalClient({
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    apiUrl:
      config.PAYPAL_API_URL ??
      (config.NODE_ENV === 'production' ? PAYPAL_LIVE_API_URL : PAYPAL_SANDBOX_API_URL),
    now,
  });
}
