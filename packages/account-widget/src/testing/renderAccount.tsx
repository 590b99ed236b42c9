import { type BrowserStorages, createMemoryStorage } from '@bikeship/core/stores';
import { render, screen } from '@testing-library/preact';
import { AccountWidget } from '../account/AccountWidget';
import type { AccountSettings } from '../runtime/accountBasics';

/** The API origin of the component tests; nothing answers there but `fakeAuthApi`. */
export const FAKE_API_BASE = 'http://bikeship.test';

/** One request as the fake API saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** What a route answers: a JSON body (200), a status with one, or a whole Response (a file). */
export type FakeAnswer = { status: number; json?: unknown } | Record<string, unknown> | Response;

/**
 * An in-memory stand-in for the API's account calls, keyed by `METHOD /path`. Answers still pass
 * through the core client, which checks them against the response schemas, so a fixture that
 * drifts from the contract fails the test. An unhandled call answers 404, as a server would.
 */
export function fakeAuthApi(routes: Record<string, (request: SeenRequest) => FakeAnswer>) {
  const requests: SeenRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const type = request.headers.get('content-type') ?? '';
    const seen: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      query: new URL(request.url).searchParams,
      headers: request.headers,
      body: type.includes('application/json') ? await request.json() : undefined,
    };
    requests.push(seen);
    const route = routes[`${seen.method} ${seen.path}`];
    if (!route) return Response.json({ message: 'no such route' }, { status: 404 });
    const answer = route(seen);
    if (answer instanceof Response) return answer;
    if (
      typeof answer.status === 'number' &&
      Object.keys(answer).every((key) => key === 'status' || key === 'json')
    ) {
      return answer.json === undefined
        ? new Response(null, { status: answer.status })
        : Response.json(answer.json, { status: answer.status });
    }
    return Response.json(answer);
  };
  return { fetch, requests };
}

/** A token whose payload carries `exp` (the session reads its expiry from it). */
export function fakeToken(expiresInSeconds = 3600): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

export const ADA = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Rider',
  email: 'ada@example.com',
};

/** Memory storages: nothing reaches a real browser store. */
export const memoryStorages = (): BrowserStorages => ({
  local: createMemoryStorage(),
  tab: createMemoryStorage(),
  consent: createMemoryStorage(),
});

/**
 * Renders `<bikeship-account>`'s tree on a fake API, for component tests by role and label. The
 * events it emits are dispatched on `events`.
 * @example const { events, api } = renderAccount('login', { 'POST /api/Authentication/login': () => ({ token }) });
 */
export function renderAccount(
  view: string,
  routes: Record<string, (request: SeenRequest) => FakeAnswer> = {},
  options: {
    settings?: Partial<AccountSettings>;
    storages?: BrowserStorages;
    /** The `order-id` attribute. */
    orderId?: string;
  } = {},
) {
  const api = fakeAuthApi(routes);
  const events = new EventTarget();
  const storages = options.storages ?? memoryStorages();
  const view$ = render(
    <AccountWidget
      view={view}
      orderId={options.orderId}
      options={{
        apiBase: FAKE_API_BASE,
        fetch: api.fetch,
        events,
        storages,
        settings: { locale: 'en-US', ...options.settings },
      }}
    />,
  );
  return { ...view$, api, events, storages };
}

/** Collects the `bikeship:*` events of one name dispatched on a target. */
export function eventsOf<Detail>(target: EventTarget, name: string): Detail[] {
  const seen: Detail[] = [];
  target.addEventListener(name, (event) => seen.push((event as CustomEvent<Detail>).detail));
  return seen;
}

/**
 * `renderAccount`, once the view is shown: every view but the login is loaded when first shown
 * (account/AccountWidget.tsx), so its form is there a moment after the element renders.
 */
export async function renderAccountShown(
  ...args: Parameters<typeof renderAccount>
): Promise<ReturnType<typeof renderAccount>> {
  const shown = renderAccount(...args);
  await screen.findByRole('heading', { level: 2 });
  return shown;
}
