import type { FuzzTarget } from './fuzzServer';
import type { HttpClient } from './httpClient';
import type { Random } from './random';
import type { RequestCredentials } from './requestGenerator';

/** The seeded demo customer (README "Demo customer"): saved cards, addresses, a coupon, credit. */
const DEMO_CUSTOMER = { email: 'demo@bikeship.test', password: 'ride-safe-2026' };

interface Account {
  email: string;
  password: string;
  token: string;
}

/** Reads the server's outbox: registering signs nobody in until the mailed link is opened. */
type ConfirmLinkReader = FuzzTarget['mailedConfirmToken'];

/** The fields of a registration. */
interface SignUp {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * The signed-in users the fuzzer calls as: a fresh account it registers through the API, and
 * the demo customer, whose saved data reaches code a new account never does. Their tokens
 * change during a run — extend-session replaces one, logout revokes one — so a request's
 * credentials are filled in when it is sent, and an account whose token stopped working signs
 * in again.
 */
export class FuzzSession {
  private constructor(
    private readonly client: HttpClient,
    private readonly readConfirmLink: ConfirmLinkReader,
    private readonly accounts: Account[],
  ) {}

  /** Signs up a fresh user (and signs in the demo customer, when the database has one). */
  static async start(
    client: HttpClient,
    random: Random,
    readConfirmLink: ConfirmLinkReader,
  ): Promise<FuzzSession> {
    const fresh = await register(client, readConfirmLink, random);
    const accounts = [fresh];
    const demo = await login(client, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    if (demo) accounts.push({ ...DEMO_CUSTOMER, token: demo });
    return new FuzzSession(client, readConfirmLink, accounts);
  }

  /**
   * Registers `fields` and opens the link mailed for them, as a customer does: the account's
   * token, or why there is none.
   */
  signUp(fields: SignUp): Promise<string | { refused: string }> {
    return signUp(this.client, this.readConfirmLink, fields);
  }

  get size(): number {
    return this.accounts.length;
  }

  /** The token of the fresh account (the setup's calls are made as it). */
  get mainToken(): string {
    return (this.accounts[0] as Account).token;
  }

  /** The headers that carry `credentials`. */
  headersFor(credentials: RequestCredentials): Record<string, string> {
    const account = this.accounts[credentials.account % this.accounts.length] as Account;
    if (credentials.via === 'bearer') return { authorization: `Bearer ${account.token}` };
    if (credentials.via === 'cookie') return { cookie: `bikeship_token=${account.token}` };
    return {};
  }

  /** extend-session answered a new token for this account (the old one is revoked). */
  adoptToken(credentials: RequestCredentials, token: string): void {
    const account = this.accounts[credentials.account % this.accounts.length];
    if (account) account.token = token;
  }

  /**
   * Signs the account in again if its token stopped working (logout revoked it). A 401 alone
   * does not tell: a claim answers 401 to a cookie, as it needs the bearer token. True when the
   * account signed in again.
   */
  async renewIfRevoked(credentials: RequestCredentials, random: Random): Promise<boolean> {
    const index = credentials.account % this.accounts.length;
    const account = this.accounts[index] as Account;
    const probe = await this.client.json('GET', '/api/User', { token: account.token });
    if (probe.status !== 401) return false;
    const token = await login(this.client, account.email, account.password);
    // Signing in can be refused (rate limit): a fresh account then takes the slot.
    this.accounts[index] = token
      ? { ...account, token }
      : await register(this.client, this.readConfirmLink, random);
    return true;
  }
}

async function login(client: HttpClient, email: string, password: string): Promise<string | null> {
  const answer = await client.json('POST', '/api/Authentication/login', {
    json: { email, password },
  });
  const token = (answer.json as { token?: unknown } | undefined)?.token;
  return answer.status === 200 && typeof token === 'string' ? token : null;
}

async function signUp(
  client: HttpClient,
  readConfirmLink: ConfirmLinkReader,
  fields: SignUp,
): Promise<string | { refused: string }> {
  const registered = await client.json('POST', '/api/Authentication/register', { json: fields });
  if (registered.status !== 200) {
    return { refused: `register: ${registered.status} ${registered.text.slice(0, 300)}` };
  }
  const linkToken = await readConfirmLink(fields.email);
  if (!linkToken) return { refused: `no confirm link was mailed to ${fields.email}` };
  const confirmed = await client.json('POST', '/api/Authentication/confirm-email', {
    json: { token: linkToken },
  });
  const token = (confirmed.json as { token?: unknown } | undefined)?.token;
  if (confirmed.status !== 200 || typeof token !== 'string') {
    return { refused: `confirm-email: ${confirmed.status} ${confirmed.text.slice(0, 300)}` };
  }
  return token;
}

async function register(
  client: HttpClient,
  readConfirmLink: ConfirmLinkReader,
  random: Random,
): Promise<Account> {
  const email = `fuzz-session-${random.int(1, 1_000_000_000)}@example.com`;
  const password = `fuzz-${random.int(1, 1_000_000_000)}-password`;
  const token = await signUp(client, readConfirmLink, {
    firstName: 'Fuzz',
    lastName: 'Session',
    email,
    password,
  });
  if (typeof token !== 'string')
    throw new Error(`Signing up the fuzz user failed: ${token.refused}`);
  return { email, password, token };
}
