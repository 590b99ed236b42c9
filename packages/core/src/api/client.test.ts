import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '../schemas/endpoint';
import { ApiError } from './apiError';
import { createApiClient } from './client';
import { type FakeServer, startFakeServer } from './testing/fakeServer';
import { fetchWithUploadProgress } from './uploadProgress';

// Endpoints of the test's own, so the transport is pinned independently of the catalogue.
const getAddress = defineEndpoint({
  method: 'GET',
  path: '/api/Address/{addressId}',
  params: z.object({ addressId: z.string() }),
  query: z.object({ verbose: z.optional(z.boolean()), tag: z.optional(z.string()) }),
  response: z.object({ addressId: z.string(), city: z.string() }),
  auth: 'session',
  summary: 'test',
});
const saveAddress = defineEndpoint({
  method: 'PUT',
  path: '/api/Address/{addressId}',
  params: z.object({ addressId: z.number() }),
  body: z.object({ city: z.string(), triggerType: z._default(z.number(), 3) }),
  response: z.boolean(),
  auth: 'session',
  summary: 'test',
});
const login = defineEndpoint({
  method: 'POST',
  path: '/api/Authentication/login',
  body: z.object({ email: z.string(), password: z.string() }),
  response: z.object({ token: z.string() }),
  auth: 'public',
  summary: 'test',
});
const upload = defineEndpoint({
  method: 'POST',
  path: '/api/Claim/',
  body: 'multipart',
  response: z.unknown(),
  auth: 'bearer',
  summary: 'test',
});
const download = defineEndpoint({
  method: 'GET',
  path: '/api/files',
  response: 'binary',
  auth: 'session',
  summary: 'test',
});

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('typed request (quote §7 call table transport)', () => {
  it('fills {name} placeholders with encodeURIComponent and drops undefined query values', async () => {
    server.route('GET', '/api/Address/a%2Fb%20c', { json: { addressId: 'a/b c', city: 'Boise' } });
    const client = createApiClient({ baseURL: server.origin });
    const address = await client.request(getAddress, {
      params: { addressId: 'a/b c' },
      query: { verbose: true, tag: undefined },
    });
    expect(address).toEqual({ addressId: 'a/b c', city: 'Boise' });
    expect(server.requests[0]?.path).toBe('/api/Address/a%2Fb%20c');
    expect([...(server.requests[0]?.query ?? [])]).toEqual([['verbose', 'true']]);
  });

  it('sends a JSON body parsed by its schema (defaults applied, e.g. triggerType 3)', async () => {
    server.route('PUT', '/api/Address/7', { json: true });
    const client = createApiClient({ baseURL: server.origin });
    await expect(
      client.request(saveAddress, { params: { addressId: 7 }, body: { city: 'Reno' } }),
    ).resolves.toBe(true);
    const seen = server.requests[0];
    expect(seen?.method).toBe('PUT');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.json).toEqual({ city: 'Reno', triggerType: 3 });
  });

  it('sends the per-call headers a payment and a guest order need', async () => {
    server.route('PUT', '/api/Address/7', { json: true });
    const client = createApiClient({ baseURL: server.origin });
    await client.request(saveAddress, {
      params: { addressId: 7 },
      body: { city: 'Reno' },
      headers: { 'Idempotency-Key': 'pay-1', 'X-Bikeship-Order-Key': 'key-1' },
    });
    expect(server.requests[0]?.headers['idempotency-key']).toBe('pay-1');
    expect(server.requests[0]?.headers['x-bikeship-order-key']).toBe('key-1');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends the partner header on writes only when a partner is given (DESIGN §5 `partner`)', async () => {
    server.route('PUT', '/api/Address/7', { json: true });
    server.route('GET', '/api/Address/7', { json: { addressId: '7', city: 'Reno' } });
    const shop = createApiClient({ baseURL: server.origin, partner: 'velo-northwest' });
    await shop.request(saveAddress, { params: { addressId: 7 }, body: { city: 'Reno' } });
    await shop.request(getAddress, { params: { addressId: '7' } });
    const plain = createApiClient({ baseURL: server.origin });
    await plain.request(saveAddress, { params: { addressId: 7 }, body: { city: 'Reno' } });
    expect(server.requests.map((r) => [r.method, r.headers['x-bikeship-partner']])).toEqual([
      ['PUT', 'velo-northwest'],
      // A GET stays a simple cross-origin request: no preflight on the partner's page.
      ['GET', undefined],
      ['PUT', undefined],
    ]);
  });

  it('percent-encodes a partner that no header could carry, so the server can refuse it', async () => {
    server.route('PUT', '/api/Address/7', { json: true });
    const client = createApiClient({ baseURL: server.origin, partner: '自転車\nshop' });
    await client.request(saveAddress, { params: { addressId: 7 }, body: { city: 'Reno' } });
    expect(server.requests[0]?.headers['x-bikeship-partner']).toBe(
      encodeURIComponent('自転車\nshop'),
    );
  });

  it('rejects an input that breaks its schema without sending anything (quote §8 body-building)', async () => {
    const client = createApiClient({ baseURL: server.origin });
    const call = client.request(saveAddress, {
      params: { addressId: 7 },
      body: { city: 12 as unknown as string },
    });
    await expect(call).rejects.toMatchObject({ kind: 'invalid-request', status: 0 });
    expect(server.requests).toHaveLength(0);
  });

  it('downloads a binary answer as a Blob', async () => {
    server.route('GET', '/api/files', { raw: 'PK-zip', contentType: 'application/zip' });
    const client = createApiClient({ baseURL: server.origin });
    const file = await client.request(download);
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('PK-zip');
  });

  it('builds absolute URLs for pages opened outside fetch (the sign-in popup, shell §4)', () => {
    const client = createApiClient({ baseURL: 'https://api.example/' });
    expect(client.url(getAddress, { params: { addressId: 'x' }, query: { tag: 'a b' } })).toBe(
      'https://api.example/api/Address/x?tag=a+b',
    );
  });
});

describe('credentials vs bearer token (shell §6: claims send a bearer token, other calls rely on credentials)', () => {
  it('sends cookies (credentials include) and no Authorization header on a session call', async () => {
    server.route('GET', '/api/Address/1', { json: { addressId: '1', city: 'Reno' } });
    const inits: (RequestInit | undefined)[] = [];
    const client = createApiClient({
      baseURL: server.origin,
      getToken: () => 'tok-1',
      fetch: (input, init) => {
        inits.push(init);
        return fetch(input, init);
      },
    });
    await client.request(getAddress, { params: { addressId: '1' } });
    expect(inits[0]?.credentials).toBe('include');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the bearer token on session calls when told to use bearer (embeds on partner origins)', async () => {
    server.route('GET', '/api/Address/1', { json: { addressId: '1', city: 'Reno' } });
    const client = createApiClient({
      baseURL: server.origin,
      getToken: () => 'tok-2',
      useBearer: true,
    });
    await client.request(getAddress, { params: { addressId: '1' } });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-2');
  });

  it('without useBearer, public calls send no token; with it, they do (as the cookie would)', async () => {
    server.route('POST', '/api/Authentication/login', { json: { token: 't' } });
    const body = { email: 'a@b.c', password: 'p' };
    await createApiClient({ baseURL: server.origin, getToken: () => 'x' }).request(login, { body });
    const embed = createApiClient({ baseURL: server.origin, getToken: () => 'x', useBearer: true });
    await embed.request(login, { body });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer x']);
  });

  it("keeps a caller's own Authorization over the session's token (a new token reads its user)", async () => {
    server.route('GET', '/api/Address/1', { json: { addressId: '1', city: 'Reno' } });
    const client = createApiClient({
      baseURL: server.origin,
      getToken: () => 'old-session-token',
      useBearer: true,
    });
    await client.request(getAddress, {
      params: { addressId: '1' },
      headers: { authorization: 'Bearer new-token' },
    });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer new-token');
  });

  it('no token, no Authorization header, even on a bearer call', async () => {
    server.route('POST', '/api/Claim/', { json: {} });
    const client = createApiClient({ baseURL: server.origin, getToken: () => null });
    await client.request(upload, { body: new FormData() });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('multipart bearer calls carry the token and the FormData fields', async () => {
    server.route('POST', '/api/Claim/', { json: { id: 1 } });
    const client = createApiClient({ baseURL: server.origin, getToken: async () => 'tok-3' });
    const form = new FormData();
    form.append('orderId', '42');
    form.append('OutsidePics', new Blob(['img']), 'outside.jpg');
    await client.request(upload, { body: form });
    const seen = server.requests[0];
    expect(seen?.headers.authorization).toBe('Bearer tok-3');
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const received = await seen?.formData();
    expect(received?.get('orderId')).toBe('42');
    expect(received?.get('OutsidePics')).toMatchObject({ name: 'outside.jpg' });
  });
});

describe("an upload's own fetch (EndpointInput.fetch: upload progress)", () => {
  it("carries the call in place of the client's, with the token, and the answer is parsed", async () => {
    server.route('POST', '/api/Claim/', { json: { id: 7 } });
    const clientFetch = vi.fn(globalThis.fetch);
    const uploadFetch = vi.fn(globalThis.fetch);
    const client = createApiClient({
      baseURL: server.origin,
      getToken: () => 'tok-9',
      fetch: clientFetch,
    });
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7']), 'receipt.pdf');
    await expect(client.request(upload, { body: form, fetch: uploadFetch })).resolves.toEqual({
      id: 7,
    });
    expect(uploadFetch).toHaveBeenCalledTimes(1);
    expect(clientFetch).not.toHaveBeenCalled();
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-9');
    expect((await server.requests[0]?.formData())?.get('file')).toMatchObject({
      name: 'receipt.pdf',
    });
  });

  it('without XMLHttpRequest (a server) fetchWithUploadProgress is plain fetch: the call still goes', async () => {
    server.route('POST', '/api/Claim/', { status: 413, json: { message: 'Too large' } });
    const client = createApiClient({ baseURL: server.origin });
    const progress = vi.fn();
    await expect(
      client.request(upload, { body: new FormData(), fetch: fetchWithUploadProgress(progress) }),
    ).rejects.toMatchObject({ kind: 'http', status: 413, message: 'Too large' });
    expect(progress).not.toHaveBeenCalled();
  });
});

describe('failures become ApiError (shell §4/§8, quote §8)', () => {
  it('401 on a session call calls onUnauthorized (shell §8: registered user logged out and page reloaded)', async () => {
    server.route('GET', '/api/Address/1', { status: 401, json: { message: 'expired' } });
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL: server.origin, onUnauthorized });
    await expect(client.request(getAddress, { params: { addressId: '1' } })).rejects.toMatchObject({
      status: 401,
      kind: 'http',
      message: 'expired',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('401 on login is a bad password, not a lost session (shell §8: bad login message)', async () => {
    server.route('POST', '/api/Authentication/login', { status: 401 });
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL: server.origin, onUnauthorized });
    await expect(
      client.request(login, { body: { email: 'a@b.c', password: 'bad' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('400 field errors are parsed into ApiError.fieldErrors (shell §5: items with propertyName)', async () => {
    server.route('POST', '/api/Authentication/login', {
      status: 400,
      json: {
        message: 'Validation failed',
        errors: [
          { propertyName: 'email', message: 'Email is taken' },
          { propertyName: 'password', message: 'Too short' },
        ],
      },
    });
    const client = createApiClient({ baseURL: server.origin });
    const error = await client
      .request(login, { body: { email: 'a@b.c', password: 'p' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Validation failed',
      fieldErrors: [
        { propertyName: 'email', message: 'Email is taken' },
        { propertyName: 'password', message: 'Too short' },
      ],
    });
  });

  it('a malformed answer is rejected, not silently accepted (quote §5: the answer must pass a check)', async () => {
    server.route('GET', '/api/Address/1', { json: { addressId: 1 } });
    const client = createApiClient({ baseURL: server.origin });
    await expect(client.request(getAddress, { params: { addressId: '1' } })).rejects.toMatchObject({
      kind: 'invalid-response',
      status: 200,
    });
  });

  it('no answer at all is a network ApiError with status 0', async () => {
    const client = createApiClient({ baseURL: 'http://127.0.0.1:9' });
    await expect(client.request(getAddress, { params: { addressId: '1' } })).rejects.toMatchObject({
      kind: 'network',
      status: 0,
    });
  });

  it('does not retry a failed call on its own (an order must never be sent twice)', async () => {
    server.route('GET', '/api/Address/1', { status: 500 });
    const client = createApiClient({ baseURL: server.origin });
    await expect(client.request(getAddress, { params: { addressId: '1' } })).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });
});
