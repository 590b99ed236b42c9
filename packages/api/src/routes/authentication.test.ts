import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_COOKIE_LIFETIME_S } from '@bikeship/core/constants';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/rateLimiter';
import {
  passwordResetTokens,
  pendingRegistrations,
  rateLimits,
  revokedTokens,
  users,
} from '../db/schema';
import { AUTH_COOKIE } from '../http/authentication';
import { outboxDir } from '../integrations/mail';
import { INVALID_CREDENTIALS_MESSAGE } from '../services/accounts';
import { CONFIRM_EMAIL_LINK_LIFETIME_MS } from '../services/registration';
import { outboxMails, type ParsedMail } from '../testing/outboxMail';
import { createTestServer, type TestServer } from '../testing/testServer';

/** The server's clock runs with real time plus an offset the tests move (rate-limit windows, expiry). */
let clockOffsetMs = 0;
const advanceClock = (ms: number) => {
  clockOffsetMs += ms;
};
const MINUTE_MS = 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    now: () => new Date(Date.now() + clockOffsetMs),
    // Each registration below comes from an address of its own (X-Forwarded-For), so the
    // per-IP registration limit does not tie the tests of this file together.
    env: { TRUST_PROXY_HOPS: '1' },
  });
});
afterAll(() => server.close());

let accountCount = 0;
/** Registration fields of a new, unique account. */
function newAccount(overrides: Record<string, unknown> = {}) {
  accountCount += 1;
  return {
    firstName: 'Ada',
    lastName: `Rider${accountCount}`,
    email: `ada.rider${accountCount}.${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
}

let registrantAddress = 0;
/** POST register from an address of its own (the per-IP limit is tested on its own). */
function postRegister(account: Record<string, unknown>, address?: string) {
  registrantAddress += 1;
  return server.request('POST', '/api/Authentication/register', {
    json: account,
    headers: {
      'x-forwarded-for': address ?? `10.1.${registrantAddress >> 8}.${registrantAddress & 255}`,
    },
  });
}

/** The mails the outbox holds for `address` once the work after the answers has finished. */
async function mailsTo(address: string, on: TestServer = server): Promise<ParsedMail[]> {
  await on.deps.background.settled();
  const mails = await outboxMails(on.config);
  return mails.filter((mail) => new RegExp(`^To: ${address}$`, 'im').test(mail.headers));
}

/** The token of the newest confirm link mailed to `address`. */
async function mailedConfirmToken(address: string, on: TestServer = server): Promise<string> {
  const confirmMails = (await mailsTo(address, on)).filter((mail) =>
    /^Subject: Confirm your email/im.test(mail.headers),
  );
  const link = confirmMails.at(-1)?.text.match(/http\S+\/registerthankyou\?token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`no confirm link was mailed to ${address}`);
  return link[1];
}

function confirm(token: string, on: TestServer = server) {
  return on.request('POST', '/api/Authentication/confirm-email', { json: { token } });
}

/** A new account as a customer makes one: register, open the mailed link; signed in. */
async function register(overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const response = await postRegister(account);
  expect(response.status).toBe(200);
  const confirmed = await confirm(await mailedConfirmToken(account.email.toLowerCase()));
  expect(confirmed.status).toBe(200);
  return { ...account, token: confirmed.body.token as string };
}

function login(email: string, password: string) {
  return server.request('POST', '/api/Authentication/login', { json: { email, password } });
}

/** `bikeship_token=…` from a Set-Cookie answer, ready to send back as a Cookie header. */
function authCookieOf(headers: Headers): { pair: string; attributes: string } {
  const cookie = headers.getSetCookie().find((line) => line.startsWith(`${AUTH_COOKIE}=`));
  if (!cookie) throw new Error('no auth cookie was set');
  const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
  return { pair, attributes: attributes.join('; ') };
}

/** The newest .eml in the outbox and its decoded text (quoted-printable soft breaks undone). */
function outboxFiles(): string[] {
  try {
    return readdirSync(outboxDir(server.config)).sort();
  } catch {
    return [];
  }
}
function readMail(file: string): string {
  const raw = readFileSync(join(outboxDir(server.config), file), 'utf8');
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('register → confirm-email → login (shell §7: JWT in cookie and body)', () => {
  it('answers { success: true } without signing in, mails a link to the site page /registerthankyou, and the link creates the account and signs in', async () => {
    const account = newAccount({ email: 'New.Rider.Case@Example.COM', companyName: 'Spokes Inc' });
    const response = await postRegister(account);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(response.headers.getSetCookie()).toEqual([]);

    const email = 'new.rider.case@example.com';
    const [mail] = await mailsTo(email);
    expect(mail?.headers).toMatch(/^Subject: Confirm your email for bikeship$/m);
    const token = await mailedConfirmToken(email);
    // The site's /registerthankyou confirms a link's token (tests/site/accountPages.spec.ts
    // opens it in the browser).
    const link = `${server.config.publicUrl}/registerthankyou?token=${token}`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link);
    // Only the link's sha-256 is stored, and no account exists before the link is opened.
    const pending = await server.deps.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, email));
    expect(pending.map((row) => row.tokenHash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect(await server.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.token).toEqual(expect.any(String));
    expect(confirmed.body.user).toMatchObject({
      email,
      firstName: 'Ada',
      companyName: 'Spokes Inc',
      roles: ['Customer'],
    });
    expect(authCookieOf(confirmed.headers).pair).toBe(`${AUTH_COOKIE}=${confirmed.body.token}`);
    const [row] = await server.deps.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(email, account.password)).status).toBe(200);
  });

  it('logs in whatever the case of the email, answering the token in the body and an HttpOnly Lax 8-day cookie', async () => {
    const account = await register();
    const before = Math.floor(Date.now() / 1000);
    const response = await login(account.email.toUpperCase(), account.password);
    expect(response.status).toBe(200);
    const { token, user } = response.body;
    expect(user.email).toBe(account.email);
    // 20-minute token (shell §9), the user's `exp` is the token's.
    expect(user.exp - before).toBeGreaterThanOrEqual(20 * 60 - 1);
    expect(user.exp - before).toBeLessThanOrEqual(20 * 60 + 1);
    const cookie = authCookieOf(response.headers);
    expect(cookie.pair).toBe(`${AUTH_COOKIE}=${token}`);
    expect(cookie.attributes).toContain('HttpOnly');
    expect(cookie.attributes).toContain('SameSite=Lax');
    expect(cookie.attributes).toContain(`Max-Age=${AUTH_COOKIE_LIFETIME_S}`);
    // Served over http here: no Secure flag, or the browser would drop the cookie.
    expect(cookie.attributes).not.toContain('Secure');

    const withBearer = await server.request('GET', '/api/User', { token });
    expect(withBearer.status).toBe(200);
    expect(withBearer.body.value).toMatchObject({ email: account.email, roles: ['Customer'] });
    const withCookie = await server.request('GET', '/api/User', { cookie: cookie.pair });
    expect(withCookie.status).toBe(200);
    expect(withCookie.body.value.id).toBe(withBearer.body.value.id);
  });

  it('answers a taken email exactly as a new one, changes nothing, and mails the owner "you already have an account" with a way to sign in', async () => {
    const owner = await register();
    const fresh = await postRegister(newAccount());
    const taken = await postRegister(
      newAccount({ email: owner.email.toUpperCase(), password: 'another password 1' }),
    );
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.headers.getSetCookie()).toEqual([]);
    expect(taken.headers.get('content-type')).toBe(fresh.headers.get('content-type'));

    const mails = await mailsTo(owner.email);
    const already = mails.filter((mail) =>
      /^Subject: You already have a bikeship account$/m.test(mail.headers),
    );
    expect(already).toHaveLength(1);
    expect(already[0]?.text).toContain(`${server.config.publicUrl}/login`);
    expect(already[0]?.text).toContain('Forgot password?');
    // No second link for the address, and the account keeps its password.
    expect(mails.filter((mail) => /^Subject: Confirm/m.test(mail.headers))).toHaveLength(1);
    const pending = await server.deps.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, owner.email));
    expect(pending).toEqual([]);
    expect((await login(owner.email, owner.password)).status).toBe(200);
    expect((await login(owner.email, 'another password 1')).status).toBe(401);
  });

  it('answers a new and a taken email in the same time (within a tolerance, over several tries): the mail goes after the answer', async () => {
    const owners = [
      await register(),
      await register(),
      await register(),
      await register(),
      await register(),
    ];
    const timed = async (account: Record<string, unknown>) => {
      const started = performance.now();
      const response = await postRegister(account);
      const took = performance.now() - started;
      expect(response.status).toBe(200);
      await server.deps.background.settled();
      return took;
    };
    const fresh: number[] = [];
    const taken: number[] = [];
    // Alternating, so a busy moment of the machine falls on both alike.
    for (const owner of owners) {
      fresh.push(await timed(newAccount()));
      taken.push(await timed(newAccount({ email: owner.email })));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    // Before, a taken email was answered with a 400 before any argon2 work (~30 ms here).
    expect(median(taken) / median(fresh)).toBeGreaterThan(0.5);
    expect(median(taken) / median(fresh)).toBeLessThan(2);
  });

  it('answers without waiting for the lookup, the link or the mail, for a new and a taken email alike', async () => {
    const owner = await register();
    const { mailer } = server.deps;
    const send = mailer.send;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    mailer.send = async (message) => {
      await held;
      sent += 1;
      return send.call(mailer, message);
    };
    try {
      for (const account of [newAccount(), newAccount({ email: owner.email })]) {
        const response = await postRegister(account);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ success: true });
      }
      expect(sent).toBe(0);
    } finally {
      release();
      await server.deps.background.settled();
      mailer.send = send;
    }
    expect(sent).toBe(2);
  });

  it('an unconfirmed registration cannot log in and has no account', async () => {
    const account = newAccount();
    expect((await postRegister(account)).status).toBe(200);
    await mailedConfirmToken(account.email);
    const response = await login(account.email, account.password);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    const check = await server.request(
      'GET',
      `/api/Authentication/check-email?email=${encodeURIComponent(account.email)}`,
    );
    expect(check.body).toEqual({ exists: false });
  });

  it('a confirm link works once: opened again it answers 400 on token', async () => {
    const account = newAccount();
    await postRegister(account);
    const token = await mailedConfirmToken(account.email);
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      expect.objectContaining({ propertyName: 'token', message: expect.stringMatching(/used/) }),
    ]);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('a confirm link expires after 24 hours: no account is made', async () => {
    const account = newAccount();
    await postRegister(account);
    const token = await mailedConfirmToken(account.email);
    advanceClock(CONFIRM_EMAIL_LINK_LIFETIME_MS + MINUTE_MS);
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual([
      expect.objectContaining({ propertyName: 'token', message: expect.stringMatching(/expired/) }),
    ]);
    expect((await login(account.email, account.password)).status).toBe(401);
  });

  it('an unknown confirm token answers 400 on token', async () => {
    const response = await confirm('no-such-token');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ propertyName: 'token' })]);
  });

  it('a new email registered twice before confirming: each link works until one is opened; the first opened makes the account with its own details, the other then fails', async () => {
    const first = newAccount({ password: 'first password 1' });
    await postRegister(first);
    const firstToken = await mailedConfirmToken(first.email);
    await postRegister({ ...first, firstName: 'Stranger', password: 'second password 2' });
    const secondToken = await mailedConfirmToken(first.email);
    expect(secondToken).not.toBe(firstToken);

    const confirmed = await confirm(firstToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.firstName).toBe('Ada');
    expect((await confirm(secondToken)).status).toBe(400);
    expect((await login(first.email, 'first password 1')).status).toBe(200);
    expect((await login(first.email, 'second password 2')).status).toBe(401);
  });

  it('answers bad registration fields with 400 items naming each field (shell §5), the same for a taken email', async () => {
    const owner = await register();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ password: 'short' }, 'password'],
      [{ firstName: '   ' }, 'firstName'],
      [{ lastName: undefined }, 'lastName'],
    ];
    for (const [override, propertyName] of cases) {
      const fresh = await postRegister(newAccount(override));
      expect(fresh.status, propertyName).toBe(400);
      expect(fresh.body.errors).toContainEqual(expect.objectContaining({ propertyName }));
      if (propertyName === 'email') continue;
      const taken = await postRegister(newAccount({ ...override, email: owner.email }));
      expect(taken.status, propertyName).toBe(400);
      expect(taken.body).toEqual(fresh.body);
    }
  });

  it(`limits registrations to ${RATE_LIMITS.registerPerAccount.limit} an hour per email (429), whether or not it has an account`, async () => {
    const account = newAccount();
    for (let index = 0; index < RATE_LIMITS.registerPerAccount.limit; index += 1) {
      expect((await postRegister(account)).status).toBe(200);
    }
    const refused = await postRegister(account);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await server.deps.background.settled();
  });

  it(`limits registrations to ${RATE_LIMITS.registerPerIp.limit} an hour per IP address`, async () => {
    const address = '10.250.0.1';
    for (let index = 0; index < RATE_LIMITS.registerPerIp.limit; index += 1) {
      expect((await postRegister(newAccount(), address)).status, `call ${index + 1}`).toBe(200);
    }
    expect((await postRegister(newAccount(), address)).status).toBe(429);
    await server.deps.background.settled();
  });
});

describe('bad login (shell §8: one message, identical for unknown email and wrong password)', () => {
  it('answers a wrong password and an unknown email identically', async () => {
    const account = await register();
    const wrongPassword = await login(account.email, 'not the password');
    const unknownEmail = await login(`nobody.${account.email}`, account.password);
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it('answers a missing password with 400 on the field (shell §5: both required)', async () => {
    const response = await server.request('POST', '/api/Authentication/login', {
      json: { email: 'someone@example.com', password: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'password' }),
    );
  });
});

describe('rate limits (per account and per IP, state in the database)', () => {
  it(`refuses sign-in after ${RATE_LIMITS.loginPerAccount.limit} failures on one account with 429 and Retry-After, even with the right password`, async () => {
    advanceClock(RATE_LIMITS.loginPerIp.windowMs); // a fresh per-IP window for this test
    const account = await register();
    for (let attempt = 1; attempt <= RATE_LIMITS.loginPerAccount.limit; attempt += 1) {
      expect((await login(account.email, `wrong ${attempt}`)).status).toBe(401);
    }
    const refused = await login(account.email, account.password);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many sign-in attempts/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.loginPerAccount.windowMs / 1000);

    // The counter is a row of rate_limits: every server process on this database sees it.
    const [row] = await server.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:account:${account.email}`));
    expect(row?.count).toBeGreaterThan(RATE_LIMITS.loginPerAccount.limit);

    advanceClock(RATE_LIMITS.loginPerAccount.windowMs);
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    advanceClock(RATE_LIMITS.loginPerIp.windowMs);
    const account = await register();
    for (let attempt = 0; attempt <= RATE_LIMITS.loginPerAccount.limit; attempt += 1) {
      expect((await login(account.email, account.password)).status).toBe(200);
    }
  });

  it(`refuses sign-in from one IP address after ${RATE_LIMITS.loginPerIp.limit} failures across accounts`, async () => {
    advanceClock(RATE_LIMITS.loginPerIp.windowMs);
    const account = await register();
    for (let attempt = 1; attempt <= RATE_LIMITS.loginPerIp.limit; attempt += 1) {
      const response = await login(`guess${attempt}@example.com`, 'guess');
      expect(response.status).toBe(401);
    }
    const refused = await login(account.email, account.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const [row] = await server.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'login:ip:127.0.0.1'));
    expect(row?.count).toBeGreaterThan(RATE_LIMITS.loginPerIp.limit);
    advanceClock(RATE_LIMITS.loginPerIp.windowMs);
  });

  it('check-email tells whether an account exists and is limited per email with 429', async () => {
    advanceClock(RATE_LIMITS.checkEmailPerIp.windowMs);
    const account = await register();
    const checkEmail = (email: string) =>
      server.request('GET', `/api/Authentication/check-email?email=${encodeURIComponent(email)}`);
    expect((await checkEmail(account.email.toUpperCase())).body).toEqual({ exists: true });
    expect((await checkEmail(`nobody.${account.email}`)).body).toEqual({ exists: false });
    for (let call = 2; call <= RATE_LIMITS.checkEmailPerAccount.limit; call += 1) {
      expect((await checkEmail(account.email)).status).toBe(200);
    }
    const refused = await checkEmail(account.email);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const rows = await server.deps.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, 'check-email:%'));
    expect(rows.map((row) => row.key)).toEqual(
      expect.arrayContaining([`check-email:account:${account.email}`, 'check-email:ip:127.0.0.1']),
    );
  });

  it('check-email answers a malformed email with 400 on the field', async () => {
    const response = await server.request('GET', '/api/Authentication/check-email?email=nope');
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'email' }));
  });
});

describe('logout (shell §4: logout clears the token; the token is revoked)', () => {
  it('revokes the bearer token and clears the cookie', async () => {
    const account = await register();
    const { token } = (await login(account.email, account.password)).body;
    expect((await server.request('GET', '/api/User', { token })).status).toBe(200);
    const response = await server.request('POST', '/api/Authentication/logout', { token });
    expect(response.status).toBe(204);
    const cleared = authCookieOf(response.headers);
    expect(cleared.pair).toBe(`${AUTH_COOKIE}=`);
    expect(cleared.attributes).toContain('Max-Age=0');
    expect((await server.request('GET', '/api/User', { token })).status).toBe(401);
  });

  it('revokes the cookie token of the site', async () => {
    const account = await register();
    const cookie = authCookieOf((await login(account.email, account.password)).headers).pair;
    expect((await server.request('POST', '/api/Authentication/logout', { cookie })).status).toBe(
      204,
    );
    expect((await server.request('GET', '/api/User', { cookie })).status).toBe(401);
    const revoked = await server.deps.db.select().from(revokedTokens);
    expect(revoked.length).toBeGreaterThan(0);
  });

  it('answers 204 without a session (the client logs out locally anyway)', async () => {
    expect((await server.request('POST', '/api/Authentication/logout')).status).toBe(204);
  });
});

describe('extend-session (shell §4: Continue extends the session with a new token)', () => {
  it('issues a new token and refuses the old one', async () => {
    const account = await register();
    const oldToken = (await login(account.email, account.password)).body.token as string;
    advanceClock(MINUTE_MS);
    const response = await server.request('POST', '/api/Authentication/extend-session', {
      token: oldToken,
    });
    expect(response.status).toBe(200);
    const newToken = response.body.token as string;
    expect(newToken).not.toBe(oldToken);
    expect(authCookieOf(response.headers).pair).toBe(`${AUTH_COOKIE}=${newToken}`);
    expect((await server.request('GET', '/api/User', { token: newToken })).status).toBe(200);
    expect((await server.request('GET', '/api/User', { token: oldToken })).status).toBe(401);
    expect(
      (await server.request('POST', '/api/Authentication/extend-session', { token: oldToken }))
        .status,
    ).toBe(401);
  });

  it('answers 401 without a session', async () => {
    expect((await server.request('POST', '/api/Authentication/extend-session')).status).toBe(401);
  });

  it('refuses a token past its 20 minutes', async () => {
    const account = await register();
    const { token } = (await login(account.email, account.password)).body;
    advanceClock(21 * MINUTE_MS);
    expect(
      (await server.request('POST', '/api/Authentication/extend-session', { token })).status,
    ).toBe(401);
  });
});

describe('a session lifetime set by SESSION_LIFETIME_SECONDS (the tokens it issues)', () => {
  let shortLived: TestServer;
  let offsetMs = 0;
  beforeAll(async () => {
    shortLived = await createTestServer({
      env: { SESSION_LIFETIME_SECONDS: '90' },
      now: () => new Date(Date.now() + offsetMs),
    });
  });
  afterAll(() => shortLived.close());

  it('a login token ends 90 s after it is issued, and is refused after that', async () => {
    const account = newAccount();
    expect(
      (await shortLived.request('POST', '/api/Authentication/register', { json: account })).status,
    ).toBe(200);
    const mailed = await mailedConfirmToken(account.email.toLowerCase(), shortLived);
    expect((await confirm(mailed, shortLived)).status).toBe(200);
    const answer = await shortLived.request('POST', '/api/Authentication/login', {
      json: { email: account.email, password: account.password },
    });
    const token = answer.body.token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(90);
    offsetMs = 89_000;
    expect((await shortLived.request('GET', '/api/User', { token })).status).toBe(200);
    offsetMs = 91_000;
    expect((await shortLived.request('GET', '/api/User', { token })).status).toBe(401);
  });
});

describe('forgot-password and reset (shell §4 "Forgot password": single-use, expiring, mailed)', () => {
  /** Asks for a reset link and reads the token out of the mail the outbox received. */
  async function mailedResetToken(email: string): Promise<{ token: string; mail: string }> {
    const before = new Set(outboxFiles());
    const response = await server.request('POST', '/api/Authentication/forgot-password', {
      json: { email },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    await server.deps.background.settled();
    const added = outboxFiles().filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    const mail = readMail(added[0] as string);
    const link = mail.match(/(http\S+\/reset-password\?token=([\w-]+))/);
    if (!link?.[2]) throw new Error(`no reset link in the mail:\n${mail}`);
    return { token: link[2], mail };
  }

  const verify = (token: string) =>
    server.request('POST', '/api/Authentication/verify-reset-token', { json: { token } });
  const reset = (token: string, password: string) =>
    server.request('POST', '/api/Authentication/reset-password', { json: { token, password } });

  it('mails a link to the site page /reset-password as a .eml in the outbox and stores only its sha-256', async () => {
    const account = await register();
    const { token, mail } = await mailedResetToken(account.email.toUpperCase());
    expect(mail).toContain(`To: ${account.email}`);
    expect(mail).toContain('Subject: Reset your bikeship password');
    // The site's /reset-password reads the token and asks for the new password
    // (tests/site/accountPages.spec.ts opens it in the browser).
    const link = `${server.config.publicUrl}/reset-password?token=${token}`;
    expect(mail).toContain(link);
    const rows = await server.deps.db.select().from(passwordResetTokens);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.map((row) => row.tokenHash)).toContain(hash);
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('answers an unknown email exactly the same and sends nothing', async () => {
    const before = outboxFiles().length;
    const response = await server.request('POST', '/api/Authentication/forgot-password', {
      json: { email: 'no.such.account@example.com' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    await server.deps.background.settled();
    expect(outboxFiles()).toHaveLength(before);
  });

  it('answers a known email without waiting for its lookup, token or mail (the answer took twice as long for a known email)', async () => {
    const account = await register();
    // Hold every mail: a known email's answer must come while its mail is still unsent.
    const { mailer } = server.deps;
    const send = mailer.send;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    mailer.send = async (message) => {
      await held;
      sent += 1;
      return send.call(mailer, message);
    };
    try {
      const response = await server.request('POST', '/api/Authentication/forgot-password', {
        json: { email: account.email },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
      expect(sent).toBe(0);
    } finally {
      release();
      await server.deps.background.settled();
      mailer.send = send;
    }
    expect(sent).toBe(1);
  });

  it('a reset ends every session the account had, on every device; a login after it works at once', async () => {
    const account = await register();
    const elsewhere = await login(account.email, account.password);
    expect(elsewhere.status).toBe(200);
    const before = [account.token, elsewhere.body.token as string];
    for (const token of before) {
      expect((await server.request('GET', '/api/User', { token })).status).toBe(200);
    }
    const { token } = await mailedResetToken(account.email);
    expect((await reset(token, 'a brand new password')).status).toBe(200);
    for (const old of before) {
      expect((await server.request('GET', '/api/User', { token: old })).status).toBe(401);
    }
    const after = await login(account.email, 'a brand new password');
    expect(after.status).toBe(200);
    const fresh = await server.request('GET', '/api/User', { token: after.body.token });
    expect(fresh.status).toBe(200);
  });

  it('sets a new password once: the link then fails, the old password fails, the new one works', async () => {
    const account = await register();
    const { token } = await mailedResetToken(account.email);
    expect((await verify(token)).body).toEqual({ valid: true });

    const first = await reset(token, 'a brand new password');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true });
    expect((await login(account.email, 'a brand new password')).status).toBe(200);
    expect((await login(account.email, account.password)).status).toBe(401);

    expect((await verify(token)).body).toEqual({ valid: false });
    const second = await reset(token, 'yet another password');
    expect(second.status).toBe(400);
    expect(second.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'token' }));
    expect((await login(account.email, 'yet another password')).status).toBe(401);
  });

  it('refuses a link after its hour', async () => {
    const account = await register();
    const { token } = await mailedResetToken(account.email);
    advanceClock(61 * MINUTE_MS);
    expect((await verify(token)).body).toEqual({ valid: false });
    const response = await reset(token, 'a brand new password');
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'token' }));
  });

  it('refuses an unknown token and a short new password, which leaves the link usable', async () => {
    const account = await register();
    const { token } = await mailedResetToken(account.email);
    expect((await verify('made-up-token')).body).toEqual({ valid: false });
    expect((await reset('made-up-token', 'a brand new password')).status).toBe(400);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'password' }));
    expect((await verify(token)).body).toEqual({ valid: true });
  });

  it('a new link replaces the earlier one', async () => {
    const account = await register();
    const first = await mailedResetToken(account.email);
    const second = await mailedResetToken(account.email);
    expect((await verify(first.token)).body).toEqual({ valid: false });
    expect((await verify(second.token)).body).toEqual({ valid: true });
  });

  it(`limits reset mails to ${RATE_LIMITS.forgotPasswordPerAccount.limit} an hour per email (429)`, async () => {
    advanceClock(RATE_LIMITS.forgotPasswordPerIp.windowMs);
    const email = 'flood.target@example.com';
    for (let call = 1; call <= RATE_LIMITS.forgotPasswordPerAccount.limit; call += 1) {
      const response = await server.request('POST', '/api/Authentication/forgot-password', {
        json: { email },
      });
      expect(response.status).toBe(200);
    }
    const refused = await server.request('POST', '/api/Authentication/forgot-password', {
      json: { email },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers a malformed email with 400 on the field (shell §5)', async () => {
    const response = await server.request('POST', '/api/Authentication/forgot-password', {
      json: { email: 'not an email' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ propertyName: 'email' }));
  });
});

describe('change-password (the account\'s "Change password" view: every other session ends, the caller carries on)', () => {
  const NEW_PASSWORD = 'a brand new password';

  const changePassword = (
    credentials: { token?: string; cookie?: string },
    body: Record<string, unknown>,
  ) =>
    server.request('POST', '/api/Authentication/change-password', { ...credentials, json: body });

  const passwordHashOf = async (email: string) =>
    (await server.deps.db.select().from(users).where(eq(users.email, email)))[0]?.passwordHash;

  it('sets the new password: the old one no longer signs in, the new one does; the answer is a new session, as login answers', async () => {
    const account = await register();
    const response = await changePassword(
      { token: account.token },
      { currentPassword: account.password, newPassword: NEW_PASSWORD },
    );
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: account.email, roles: ['Customer'] });
    const newToken = response.body.token as string;
    expect(newToken).not.toBe(account.token);
    expect(authCookieOf(response.headers).pair).toBe(`${AUTH_COOKIE}=${newToken}`);
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends every other session of the account while the caller goes on with the session it was answered, by token and by cookie', async () => {
    const account = await register();
    const elsewhere = (await login(account.email, account.password)).body.token as string;
    const siteCookie = authCookieOf((await login(account.email, account.password)).headers).pair;
    expect((await server.request('GET', '/api/User', { token: elsewhere })).status).toBe(200);

    const response = await changePassword(
      { cookie: siteCookie },
      { currentPassword: account.password, newPassword: NEW_PASSWORD },
    );
    expect(response.status).toBe(200);
    for (const old of [{ token: elsewhere }, { token: account.token }, { cookie: siteCookie }]) {
      expect((await server.request('GET', '/api/User', old)).status).toBe(401);
    }
    const answered = authCookieOf(response.headers).pair;
    expect((await server.request('GET', '/api/User', { cookie: answered })).status).toBe(200);
    const bearer = { token: response.body.token as string };
    expect((await server.request('GET', '/api/User', bearer)).status).toBe(200);
    expect(
      (await server.request('POST', '/api/Authentication/extend-session', bearer)).status,
    ).toBe(200);
  });

  it('mails the owner that the password changed, with the way back if it was not them', async () => {
    const account = await register();
    const before = new Set(outboxFiles());
    const response = await changePassword(
      { token: account.token },
      { currentPassword: account.password, newPassword: NEW_PASSWORD },
    );
    expect(response.status).toBe(200);
    const added = outboxFiles().filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    const mail = readMail(added[0] as string);
    expect(mail).toContain(`To: ${account.email}`);
    expect(mail).toContain('Subject: Your bikeship password was changed');
    expect(mail).toContain(`${server.config.publicUrl}/forgotPassword`);
    expect(mail).not.toContain(NEW_PASSWORD);
  });

  it('answers a wrong current password with 400 on currentPassword (not 401: that logs the user out, shell §4) and changes nothing', async () => {
    advanceClock(RATE_LIMITS.changePasswordPerIp.windowMs);
    const account = await register();
    const elsewhere = (await login(account.email, account.password)).body.token as string;
    const hashBefore = await passwordHashOf(account.email);
    const mailsBefore = outboxFiles().length;
    const response = await changePassword(
      { token: account.token },
      { currentPassword: 'not the password', newPassword: NEW_PASSWORD },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: expect.any(String),
      errors: [{ propertyName: 'currentPassword', message: expect.stringMatching(/current/) }],
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await passwordHashOf(account.email)).toBe(hashBefore);
    expect(outboxFiles()).toHaveLength(mailsBefore);
    for (const token of [account.token, elsewhere]) {
      expect((await server.request('GET', '/api/User', { token })).status).toBe(200);
    }
    expect((await login(account.email, account.password)).status).toBe(200);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(401);
  });

  it('answers 401 without a session, or with a token that is not valid', async () => {
    const account = await register();
    const body = { currentPassword: account.password, newPassword: NEW_PASSWORD };
    expect((await changePassword({}, body)).status).toBe(401);
    expect((await changePassword({ token: 'not-a-token' }, body)).status).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('answers a new password that breaks the rules of register and reset with 400 on newPassword, without counting a guess', async () => {
    advanceClock(RATE_LIMITS.changePasswordPerIp.windowMs);
    const account = await register();
    const hashBefore = await passwordHashOf(account.email);
    const cases: [string, unknown][] = [
      ['shorter than 8', 'short'],
      ['empty', ''],
      ['over 60 characters (shell §9)', 'x'.repeat(61)],
      ['the current one', account.password],
      ['missing', undefined],
    ];
    // Each case as many times as the per-account limit allows guesses: none is a guess.
    const rounds = Array.from({ length: RATE_LIMITS.changePasswordPerAccount.limit }, () => cases);
    for (const [what, newPassword] of rounds.flat()) {
      const response = await changePassword(
        { token: account.token },
        { currentPassword: account.password, newPassword },
      );
      expect({ what, status: response.status }).toEqual({ what, status: 400 });
      expect(response.body.errors).toContainEqual(
        expect.objectContaining({ propertyName: 'newPassword', message: expect.any(String) }),
      );
    }
    const missingCurrent = await changePassword(
      { token: account.token },
      { newPassword: NEW_PASSWORD },
    );
    expect(missingCurrent.status).toBe(400);
    expect(missingCurrent.body.errors).toContainEqual(
      expect.objectContaining({ propertyName: 'currentPassword' }),
    );
    expect(await passwordHashOf(account.email)).toBe(hashBefore);
    expect((await server.request('GET', '/api/User', { token: account.token })).status).toBe(200);
    const valid = { currentPassword: account.password, newPassword: NEW_PASSWORD };
    expect((await changePassword({ token: account.token }, valid)).status).toBe(200);
  });

  it(`refuses after ${RATE_LIMITS.changePasswordPerAccount.limit} wrong current passwords on one account with 429 and Retry-After, even the right one`, async () => {
    advanceClock(RATE_LIMITS.changePasswordPerIp.windowMs);
    const account = await register();
    for (let attempt = 1; attempt <= RATE_LIMITS.changePasswordPerAccount.limit; attempt += 1) {
      const wrong = { currentPassword: `wrong ${attempt}`, newPassword: NEW_PASSWORD };
      expect((await changePassword({ token: account.token }, wrong)).status).toBe(400);
    }
    const right = { currentPassword: account.password, newPassword: NEW_PASSWORD };
    const refused = await changePassword({ token: account.token }, right);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many password change attempts/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.changePasswordPerAccount.windowMs / 1000);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(401);

    // A new session of the same account does not get new guesses: the account is counted.
    const again = (await login(account.email, account.password)).body.token as string;
    expect((await changePassword({ token: again }, right)).status).toBe(429);

    advanceClock(RATE_LIMITS.changePasswordPerAccount.windowMs);
    const later = (await login(account.email, account.password)).body.token as string;
    expect((await changePassword({ token: later }, right)).status).toBe(200);
  });

  it(`refuses from one IP address after ${RATE_LIMITS.changePasswordPerIp.limit} wrong current passwords across accounts`, async () => {
    advanceClock(RATE_LIMITS.changePasswordPerIp.windowMs);
    const perAccount = RATE_LIMITS.changePasswordPerAccount.limit;
    let failures = 0;
    while (failures < RATE_LIMITS.changePasswordPerIp.limit) {
      const guesser = await register();
      for (
        let attempt = 0;
        attempt < perAccount && failures < RATE_LIMITS.changePasswordPerIp.limit;
        attempt += 1
      ) {
        const wrong = { currentPassword: `guess ${failures}`, newPassword: NEW_PASSWORD };
        expect((await changePassword({ token: guesser.token }, wrong)).status).toBe(400);
        failures += 1;
      }
    }
    const account = await register();
    const right = { currentPassword: account.password, newPassword: NEW_PASSWORD };
    const refused = await changePassword({ token: account.token }, right);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const [row] = await server.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'change-password:ip:127.0.0.1'));
    expect(row?.count).toBeGreaterThan(RATE_LIMITS.changePasswordPerIp.limit);
    advanceClock(RATE_LIMITS.changePasswordPerIp.windowMs);
  });

  it('does not count successful changes against the limit', async () => {
    advanceClock(RATE_LIMITS.changePasswordPerIp.windowMs);
    const account = await register();
    let current = { password: account.password, token: account.token };
    for (let change = 0; change <= RATE_LIMITS.changePasswordPerAccount.limit; change += 1) {
      const next = `${NEW_PASSWORD} ${change}`;
      const response = await changePassword(
        { token: current.token },
        { currentPassword: current.password, newPassword: next },
      );
      expect(response.status).toBe(200);
      current = { password: next, token: response.body.token as string };
    }
  });

  it('answers an account made by social sign-in, which has no password, with 400 pointing to "Forgot password"', async () => {
    const ssoOnly = await server.createUser({ passwordHash: null });
    const response = await changePassword(
      { token: ssoOnly.token },
      { currentPassword: 'anything at all', newPassword: NEW_PASSWORD },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        propertyName: 'currentPassword',
        message: expect.stringMatching(/no password.*Forgot password/s),
      },
    ]);
    expect(await passwordHashOf(ssoOnly.email)).toBeNull();
    expect((await server.request('GET', '/api/User', { token: ssoOnly.token })).status).toBe(200);
  });

  it('lets one of two changes racing with the same current password win, and only one', async () => {
    const account = await register();
    const passwords = ['first new password', 'second new password'];
    const answers = await Promise.all(
      passwords.map((newPassword) =>
        changePassword(
          { token: account.token },
          { currentPassword: account.password, newPassword },
        ),
      ),
    );
    // The loser either read the old password and lost the update (400 on currentPassword), or
    // came after the winner ended the session it holds (401).
    const won = answers.map((answer) => answer.status === 200);
    expect(won.filter(Boolean)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect([400, 401]).toContain(answer.status);
    }
    const winner = passwords[won.indexOf(true)] as string;
    const loser = passwords[won.indexOf(false)] as string;
    expect((await login(account.email, winner)).status).toBe(200);
    expect((await login(account.email, loser)).status).toBe(401);
  });
});
