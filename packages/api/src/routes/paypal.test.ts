import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';

interface PaypalCall {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A tiny stand-in for PayPal's REST API on 127.0.0.1 (no internet here). */
class FakePaypal {
  readonly calls: PaypalCall[] = [];
  /** PayPal customer ids with a vaulted payment token. */
  readonly vaulted = new Set<string>(['PAYPAL-CUSTOMER-WITH-VAULT']);
  tokensIssued = 0;
  down = false;
  #server: Server | null = null;

  async start(): Promise<string> {
    this.#server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        const call = {
          method: request.method ?? 'GET',
          url: request.url ?? '/',
          headers: request.headers,
          body,
        };
        this.calls.push(call);
        const { status, answer } = this.answer(call);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      });
    });
    const server = this.#server;
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((done) => (this.#server ? this.#server.close(() => done()) : done()));
  }

  private answer(call: PaypalCall): { status: number; answer: unknown } {
    if (this.down) return { status: 500, answer: { name: 'INTERNAL_SERVER_ERROR' } };
    const url = new URL(call.url, 'http://127.0.0.1');
    if (call.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from('paypal-client:paypal-secret').toString('base64')}`;
      if (
        call.headers.authorization !== expected ||
        call.body !== 'grant_type=client_credentials'
      ) {
        return { status: 401, answer: { error: 'invalid_client' } };
      }
      this.tokensIssued += 1;
      return {
        status: 200,
        answer: {
          access_token: `A21-access-${this.tokensIssued}`,
          token_type: 'Bearer',
          expires_in: 32400,
        },
      };
    }
    if (!call.headers.authorization?.startsWith('Bearer A21-access-')) {
      return { status: 401, answer: { error: 'invalid_token' } };
    }
    if (call.method === 'POST' && url.pathname === '/v1/identity/generate-token') {
      const { customer_id: customerId } = JSON.parse(call.body) as { customer_id: string };
      return {
        status: 200,
        answer: { client_token: `client-token-for-${customerId}`, expires_in: 3600 },
      };
    }
    if (call.method === 'GET' && url.pathname === '/v3/vault/payment-tokens') {
      const customerId = url.searchParams.get('customer_id') ?? '';
      const tokens = this.vaulted.has(customerId)
        ? [{ id: 'vault-token-1', customer: { id: customerId } }]
        : [];
      return { status: 200, answer: { customer: { id: customerId }, payment_tokens: tokens } };
    }
    return { status: 404, answer: { name: 'RESOURCE_NOT_FOUND' } };
  }
}

describe('PayPal not configured (DECISION: not offered)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('GET /api/Paypal/hasPaymentToken answers false', async () => {
    const user = await server.createUser();
    const answer = await server.request('GET', '/api/Paypal/hasPaymentToken', {
      token: user.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ hasPaymentToken: false });
  });

  it('GET /api/paypal/token answers 404 saying PayPal is not configured', async () => {
    const user = await server.createUser();
    const answer = await server.request('GET', '/api/paypal/token?_t=1700000000', {
      token: user.token,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/PayPal is not configured/);
  });

  it('both need a signed-in user (401)', async () => {
    expect((await server.request('GET', '/api/Paypal/hasPaymentToken')).status).toBe(401);
    expect((await server.request('GET', '/api/paypal/token')).status).toBe(401);
  });
});

describe('PayPal configured (quote §7: hasPaymentToken; idToken)', () => {
  const paypal = new FakePaypal();
  let server: TestServer;
  beforeAll(async () => {
    const apiUrl = await paypal.start();
    server = await createTestServer({
      env: {
        PAYPAL_CLIENT_ID: 'paypal-client',
        PAYPAL_CLIENT_SECRET: 'paypal-secret',
        PAYPAL_API_URL: apiUrl,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await paypal.stop();
  });
  beforeEach(() => {
    paypal.down = false;
  });

  it('GET /api/paypal/token answers PayPal’s client token, fetching the access token once', async () => {
    const user = await server.createUser();
    const first = await server.request('GET', '/api/paypal/token?_t=1', { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ idToken: `client-token-for-${user.id}` });
    const second = await server.request('GET', '/api/paypal/token?_t=2', { token: user.token });
    expect(second.status).toBe(200);
    expect(paypal.calls.filter((call) => call.url === '/v1/oauth2/token')).toHaveLength(1);
    const generate = paypal.calls.filter((call) => call.url === '/v1/identity/generate-token');
    expect(generate.at(-1)?.headers.authorization).toBe('Bearer A21-access-1');
  });

  it('uses the customer’s PayPal customer id when known', async () => {
    const user = await server.createUser({ paypalCustomerId: 'PAYPAL-CUSTOMER-WITH-VAULT' });
    const answer = await server.request('GET', '/api/paypal/token', { token: user.token });
    expect(answer.body).toEqual({ idToken: 'client-token-for-PAYPAL-CUSTOMER-WITH-VAULT' });
  });

  it('GET /api/Paypal/hasPaymentToken asks PayPal’s vault for the customer', async () => {
    const vaulted = await server.createUser({ paypalCustomerId: 'PAYPAL-CUSTOMER-WITH-VAULT' });
    const yes = await server.request('GET', '/api/Paypal/hasPaymentToken', {
      token: vaulted.token,
    });
    expect(yes.body).toEqual({ hasPaymentToken: true });

    const empty = await server.createUser({ paypalCustomerId: 'PAYPAL-CUSTOMER-EMPTY' });
    const no = await server.request('GET', '/api/Paypal/hasPaymentToken', { token: empty.token });
    expect(no.body).toEqual({ hasPaymentToken: false });

    const callsBefore = paypal.calls.length;
    const stranger = await server.createUser();
    const none = await server.request('GET', '/api/Paypal/hasPaymentToken', {
      token: stranger.token,
    });
    expect(none.body).toEqual({ hasPaymentToken: false });
    expect(paypal.calls.length).toBe(callsBefore); // no PayPal customer: nothing to ask
  });

  it('answers 503 when PayPal fails, and recovers after', async () => {
    const user = await server.createUser();
    paypal.down = true;
    const failed = await server.request('GET', '/api/paypal/token', { token: user.token });
    expect(failed.status).toBe(503);
    paypal.down = false;
    const recovered = await server.request('GET', '/api/paypal/token', { token: user.token });
    expect(recovered.status).toBe(200);
  });
});
