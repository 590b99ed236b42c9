import { logRequestSchema } from '@bikeship/core/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorLog, MAX_REPORTS_PER_PAGE, resetErrorLogForTests } from './errorLog';

afterEach(() => resetErrorLogForTests());

/** A fetch that keeps what was posted. */
function recordingFetch() {
  const posted: { url: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    posted.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return new Response(null, { status: 204 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, posted };
}

describe('errors reach the team through POST /api/log (quote §7), never blocking the customer', () => {
  it('posts the spec fields: jsonContent, userAgent, step, uniqueId', () => {
    const { fetch, posted } = recordingFetch();
    const log = createErrorLog({ apiBase: 'https://api.test', fetch, source: { partner: 'shop' } });
    log.report({ kind: 'payment-declined', message: 'Your card was declined.', step: 5 });
    expect(posted).toHaveLength(1);
    const [sent] = posted;
    expect(sent?.url).toBe('https://api.test/api/log');
    // What the server takes (the request schema of the call).
    expect(logRequestSchema.safeParse(sent?.body).success).toBe(true);
    expect(sent?.body.step).toBe(5);
    expect(JSON.parse(String(sent?.body.jsonContent))).toMatchObject({
      kind: 'payment-declined',
      message: 'Your card was declined.',
      partner: 'shop',
    });
  });

  it('one page sends each failure once and at most a few reports, whatever its number of elements', () => {
    const { fetch, posted } = recordingFetch();
    const box = createErrorLog({ apiBase: 'https://api.test', fetch });
    const wizard = createErrorLog({ apiBase: 'https://api.test', fetch });
    box.report({ kind: 'call', message: 'Internal Server Error' });
    wizard.report({ kind: 'call', message: 'Internal Server Error' });
    expect(posted).toHaveLength(1);
    for (let n = 0; n < 20; n++) wizard.report({ kind: 'load', message: `chunk ${n}` });
    expect(posted).toHaveLength(MAX_REPORTS_PER_PAGE);
    // The reports of one page share its id, so they are read together.
    expect(new Set(posted.map((report) => report.body.uniqueId)).size).toBe(1);
  });

  it('a report that cannot be sent is dropped quietly (no error reaches the page)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const rejecting = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    createErrorLog({ apiBase: 'https://api.test', fetch: rejecting }).report({
      kind: 'call',
      message: 'a',
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(rejecting).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
