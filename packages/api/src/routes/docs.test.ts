import { endpoints } from '@bikeship/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('OpenAPI document and docs page (GET /api/openapi.json, /api/docs)', () => {
  it('is OpenAPI 3.1 with request and response schemas from the core catalogue', async () => {
    const response = await server.request('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const logCall = response.body.paths['/api/log'].post;
    expect(logCall.operationId).toBe('log');
    expect(logCall.requestBody.content['application/json'].schema.required).toContain('uniqueId');
  });

  it('gives every operation a short one-line summary', async () => {
    const document = (await server.request('GET', '/api/openapi.json')).body;
    const operations = Object.values(document.paths).flatMap((path) =>
      Object.values(path as Record<string, { summary?: string }>),
    );
    expect(operations).toHaveLength(Object.keys(endpoints).length);
    for (const operation of operations) {
      expect(operation.summary?.length).toBeGreaterThan(0);
      expect(operation.summary?.length).toBeLessThanOrEqual(40);
    }
  });

  it('documents the payment answers a client must act on: 402 (3-D Secure or declined) and 409 (the server figures)', async () => {
    const document = (await server.request('GET', '/api/openapi.json')).body;
    const payment = document.paths['/api/Order/payment'].post;
    const required = JSON.stringify(payment.responses['402']);
    expect(required).toContain('clientSecret');
    expect(required).toContain('requiresAction');
    expect(JSON.stringify(payment.responses['409'])).toContain('serverFees');
  });

  it('documents the partner header on the calls that write, once, with its slug pattern', async () => {
    const document = (await server.request('GET', '/api/openapi.json')).body;
    const partner = document.components.parameters.partner;
    expect(partner).toMatchObject({ name: 'X-Bikeship-Partner', in: 'header', required: false });
    expect(partner.schema.pattern).toBeDefined();
    const reference = { $ref: '#/components/parameters/partner' };
    expect(document.paths['/api/Order'].post.parameters).toContainEqual(reference);
    expect(document.paths['/api/Rates'].post.parameters).toContainEqual(reference);
    expect(document.paths['/api/Rates'].get.parameters).not.toContainEqual(reference);
  });

  it('lists the calls of accounts, reference data, places, owned data and events', async () => {
    const document = (await server.request('GET', '/api/openapi.json')).body;
    const listed = new Set<string>();
    for (const item of Object.values<Record<string, { operationId: string }>>(document.paths)) {
      for (const operation of Object.values(item)) listed.add(operation.operationId);
    }
    const documentedAreaCalls = [
      'login',
      'logout',
      'register',
      'forgotPassword',
      'checkEmail',
      'resetPassword',
      'verifyResetToken',
      'extendSession',
      'externalLogin',
      'changePassword',
      'confirmEmail',
      'getUser',
      'updateUser',
      'getStoredValue',
      'getAlertsByName',
      'getAlertsByTime',
      'getPackageCategories',
      'getPackagePresets',
      'getPackagePurposes',
      'getCountries',
      'getPickupOptions',
      'getStates',
      'getInsurancePresets',
      'getInsuranceOption',
      'getDate',
      'getDateSchedule',
      'resolveLocation',
      'searchLocations',
      'verifyAddress',
      'isUnitRequired',
      'replaceAddress',
      'listAddresses',
      'createAddress',
      'updateAddress',
      'getUserPackages',
      'createSavedSearch',
      'updateSavedSearch',
      'getSavedSearchesPaged',
      'deleteSavedSearch',
      'getEvents',
      'getPartnerEvents',
      'getEventByUrlCode',
      'getEventById',
      'getAmbassadors',
      'getPackageLocation',
      'log',
    ];
    expect(documentedAreaCalls.filter((name) => !listed.has(name))).toEqual([]);
    const login = document.paths['/api/Authentication/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'token',
    );
  });

  it('lists exactly the catalogue calls that have a route (none promised that would 404)', async () => {
    const document = (await server.request('GET', '/api/openapi.json')).body;
    const listed: { path: string; method: string; operationId: string }[] = [];
    for (const [path, item] of Object.entries<Record<string, { operationId: string }>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        listed.push({ path, method, operationId: operation.operationId });
      }
    }
    for (const call of listed) {
      const endpoint = endpoints[call.operationId as keyof typeof endpoints];
      expect(endpoint.path).toBe(call.path);
      expect(endpoint.method.toLowerCase()).toBe(call.method);
      // A listed call has a route: an empty body may be refused (400/401), never "no route".
      const probe = await server.request(
        endpoint.method,
        endpoint.path.replace(/\{\w+\}/g, '1'),
        endpoint.method === 'GET' ? {} : { json: {} },
      );
      expect(probe.body?.message ?? '', call.operationId).not.toMatch(/^No route/);
    }
  });

  it('serves the browsable docs page with its assets under a strict CSP', async () => {
    const page = await server.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const bundle = await server.request('GET', '/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    const other = await server.request('GET', '/api/docs/assets/package.json');
    expect(other.status).toBe(404);
  });
});
