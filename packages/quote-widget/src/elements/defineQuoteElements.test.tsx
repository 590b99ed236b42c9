import { findByRole } from '@testing-library/preact';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../testing/fakeApi';
import { shadowContent } from '../testing/shadowContent';
import { defineQuoteElements } from './defineQuoteElements';

defineQuoteElements({ defaultApiBase: 'http://bikeship.test' });
// The elements call the API they are given; here a fake one with no data (alerts: empty).
vi.stubGlobal('fetch', createFakeApi({ 'GET /api/Alerts/time/:time': () => [] }).fetch);

afterEach(() => document.body.replaceChildren());
// The elements import their stores and data layer after they render (runtime/lazyQuoteApi.ts):
// let those imports finish before the test environment is torn down.
afterAll(async () => {
  await import('../runtime/quoteApi');
  await import('../runtime/quoteRuntime');
});

/** The first render transforms every module of the wizard on first use: slower than a browser. */
const FIRST_RENDER = { timeout: 5000 };

describe('the quote custom elements (DESIGN.md §5)', () => {
  it('renders the wizard into an open shadow root, with no markup in the page itself', async () => {
    document.body.innerHTML = '<bikeship-quote api-base="http://bikeship.test"></bikeship-quote>';
    const element = document.querySelector('bikeship-quote') as HTMLElement;
    expect(element.shadowRoot).not.toBeNull();
    expect(
      await findByRole(shadowContent(element), 'navigation', { name: 'Quote steps' }, FIRST_RENDER),
    ).toBeTruthy();
    expect(element.children).toHaveLength(0);
  });

  it('maps kebab-case attributes to camelCase properties and back', () => {
    document.body.innerHTML = '<bikeship-quote event-code="tdf-2026"></bikeship-quote>';
    const element = document.querySelector('bikeship-quote') as HTMLElement & {
      eventCode?: string;
    };
    expect(element.eventCode).toBe('tdf-2026');
    element.eventCode = 'gravel-worlds';
    expect(element.getAttribute('event-code')).toBe('gravel-worlds');
  });

  it('is harmless to define twice (a second copy of the bundle on a page)', () => {
    expect(() => defineQuoteElements({ defaultApiBase: 'http://other.test' })).not.toThrow();
  });

  it('runs several instances on one page, and a removed then re-added element renders again', async () => {
    document.body.innerHTML = '<bikeship-quote></bikeship-quote><bikeship-quote></bikeship-quote>';
    const [first, second] = [...document.querySelectorAll('bikeship-quote')] as HTMLElement[];
    for (const element of [first, second]) {
      await findByRole(shadowContent(element), 'navigation', { name: 'Quote steps' }, FIRST_RENDER);
    }
    first?.remove();
    document.body.append(first as HTMLElement);
    expect(
      await findByRole(shadowContent(first), 'navigation', { name: 'Quote steps' }),
    ).toBeTruthy();
  });
});
