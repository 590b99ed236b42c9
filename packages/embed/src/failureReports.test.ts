import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFailureReporter } from './failureReports';
import { createFailureState } from './failureState';

const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => errors.mockClear());

/** An element: what it shows, and the bikeship:error events it dispatched. */
function element() {
  const target = new EventTarget();
  const state = createFailureState();
  const emitted: { code: string; message: string }[] = [];
  target.addEventListener('bikeship:error', (event) =>
    emitted.push((event as CustomEvent<{ code: string; message: string }>).detail),
  );
  return { target, state, emitted };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('failure reports (DESIGN.md §5: a failure is shown in place, emitted with a code, hinted once)', () => {
  it('a call with no answer: message in place, bikeship:error api-unreachable, one console hint naming api-base', async () => {
    const { target, state, emitted } = element();
    const reporter = createFailureReporter({
      state,
      target,
      apiBase: 'http://127.0.0.1:9/',
      locale: 'en-US',
    });
    reporter.noteCall({ kind: 'network' });
    reporter.noteCall({ kind: 'network' });
    await tick();
    expect(state.current()).toEqual({
      code: 'api-unreachable',
      message: expect.stringMatching(/cannot reach bikeship/),
    });
    expect(emitted).toEqual([
      {
        code: 'api-unreachable',
        message: expect.stringMatching(/cannot reach bikeship/),
        step: null,
      },
    ]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /no answer from the API at http:\/\/127\.0\.0\.1:9\. Set api-base/,
    );
    // An answer later (the connection came back) clears the notice.
    reporter.noteCall(null);
    expect(state.current()).toBeNull();
  });

  it('a call the page policy blocked is told apart by the violation the browser reports', async () => {
    const { target, state, emitted } = element();
    const page = new EventTarget() as unknown as Document;
    const reporter = createFailureReporter({
      state,
      target,
      apiBase: 'https://api.bikeship.test',
      locale: 'en-US',
      document: page,
    });
    const unwatch = reporter.watchPage();
    const violation = Object.assign(new Event('securitypolicyviolation'), {
      blockedURI: 'https://api.bikeship.test/api/Places?q=94',
    });
    page.dispatchEvent(violation);
    reporter.noteCall({ kind: 'network' });
    await tick();
    unwatch();
    expect(emitted.map((detail) => detail.code)).toEqual(['api-blocked-by-csp']);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/connect-src/);
  });

  it('an unknown event code stays reported though other calls answer; HTTP errors are not reach failures', async () => {
    const { target, state, emitted } = element();
    const reporter = createFailureReporter({
      state,
      target,
      apiBase: 'https://a.test',
      locale: 'en-US',
    });
    reporter.noteCall({ kind: 'http' });
    reporter.report({ code: 'unknown-event-code', subject: 'tour-de-nowhere' });
    reporter.noteCall(null);
    await tick();
    expect(state.current()?.code).toBe('unknown-event-code');
    expect(emitted).toEqual([
      {
        code: 'unknown-event-code',
        message: expect.stringContaining('“tour-de-nowhere”'),
        step: null,
      },
    ]);
  });
});
