import { createMemoryStorage } from '@bikeship/core/stores';
import { ShopRuntimeProvider } from '@bikeship/ui';
import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import {
  createQuoteRuntime,
  DEFAULT_QUOTE_SETTINGS,
  type QuoteRuntime,
  type QuoteSettings,
} from '../runtime/quoteRuntime';
import { createFakeApi, FAKE_API_BASE, type FakeApi, type FakeHandler } from './fakeApi';

/** A runtime on the fake API with memory storages: nothing reaches a real browser store. */
export function createTestRuntime(
  handlers: Record<string, FakeHandler> = {},
  settings?: Partial<QuoteSettings>,
): { runtime: QuoteRuntime; api: FakeApi; events: EventTarget } {
  const api = createFakeApi(handlers);
  const events = new EventTarget();
  const runtime = createQuoteRuntime({
    apiBase: FAKE_API_BASE,
    events,
    settings: { ...DEFAULT_QUOTE_SETTINGS, ...settings },
    fetch: api.fetch,
    storages: {
      local: createMemoryStorage(),
      tab: createMemoryStorage(),
      consent: createMemoryStorage(),
    },
  });
  return { runtime, api, events };
}

/**
 * Renders a wizard component with its runtime, for component tests driven by role and label.
 * @example
 * const { api, runtime } = renderQuote(<SearchStep />, { 'GET /api/FormData/countries': () => countries });
 */
export function renderQuote(
  ui: ReactNode,
  handlers: Record<string, FakeHandler> = {},
  settings?: Partial<QuoteSettings>,
) {
  const { runtime, api, events } = createTestRuntime(handlers, settings);
  const view = render(<ShopRuntimeProvider runtime={runtime}>{ui}</ShopRuntimeProvider>);
  return { ...view, runtime, api, events };
}
