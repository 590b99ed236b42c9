import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like, or } from 'drizzle-orm';
import pino from 'pino';
import { type Config, loadConfig } from '../config';
import type { OpenDatabase } from '../db/database';
import { users } from '../db/schema';
import { DEMO_CUSTOMER_EMAIL } from '../db/seed/demoCustomer';
import { type RunningServer, startServer } from '../server';
import { openTestDatabase } from './testDatabase';

/** Deletes the seeded demo customer and every `.test` account: a database fit for production. */
export async function withoutTestAccounts(db: OpenDatabase['db']): Promise<void> {
  await db
    .delete(users)
    .where(or(eq(users.email, DEMO_CUSTOMER_EMAIL), like(users.email, '%.test')));
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  /** A JSON body (objects are serialized); a string is sent as is (malformed-JSON tests). */
  json?: unknown;
  form?: FormData;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestServer extends RunningServer {
  config: Config;
  /** One HTTP call to the running server, over a real socket on 127.0.0.1. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely; each asserts what it needs
  request<T = any>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<TestResponse<T>>;
  /** A registered user inserted directly, with a valid bearer token (owner-only tests). */
  createUser(
    overrides?: Partial<typeof users.$inferInsert>,
  ): Promise<{ id: string; email: string; token: string }>;
}

/** A test server's configuration: loopback, a random port, its own data folder, no logs. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/**
 * A real server on 127.0.0.1 with a random port, on its own copy of the seeded test database
 * and its own data folder: tests drive the API over HTTP as a client would.
 */
export async function createTestServer(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    /** Runs on the copied database before the server starts (e.g. drops the demo data). */
    prepare?: (db: OpenDatabase['db']) => Promise<void>;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bikeship-test-'));
  const config = testConfig(dataDir, options.env);
  const database = await openTestDatabase();
  await options.prepare?.(database.db);
  const running = await startServer(config, {
    database,
    logger: pino({ level: 'silent' }),
    ...(options.now ? { now: options.now } : {}),
  });
  let userCount = 0;

  const request: TestServer['request'] = async (method, path, requestOptions = {}) => {
    const headers: Record<string, string> = { ...requestOptions.headers };
    let body: BodyInit | undefined;
    if (requestOptions.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body =
        typeof requestOptions.json === 'string'
          ? requestOptions.json
          : JSON.stringify(requestOptions.json);
    } else if (requestOptions.form) {
      body = requestOptions.form;
    }
    if (requestOptions.token) headers.authorization = `Bearer ${requestOptions.token}`;
    if (requestOptions.cookie) headers.cookie = requestOptions.cookie;
    const response = await fetch(`${running.url}${path}`, { method, headers, body });
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json')
      ? await response.json()
      : type.startsWith('text/')
        ? await response.text()
        : new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body: parsed };
  };

  return {
    ...running,
    config,
    request,
    async createUser(overrides = {}) {
      userCount += 1;
      const [user] = await running.deps.db
        .insert(users)
        .values({
          email: `rider${userCount}-${Math.random().toString(36).slice(2, 8)}@example.com`,
          firstName: 'Test',
          lastName: `Rider${userCount}`,
          roles: ['Customer'],
          settings: {
            savePackages: true,
            saveAddresses: true,
            savePaymentMethods: true,
            mailingListOptIn: false,
            newsLetterOptIn: false,
          },
          ...overrides,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      const { token } = await running.deps.tokens.issue({
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        roles: user.roles,
      });
      return { id: user.id, email: user.email, token };
    },
    async close() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
