import { embedMessages, resetErrorLogForTests } from '@bikeship/embed';
import { addTranslation } from '@bikeship/ui';
import { findByRole, findByText } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, createFakeApi } from '../testing/fakeApi';
import { shadowContent } from '../testing/shadowContent';
import { defineQuoteElements } from './defineQuoteElements';

// The box's tree cannot load: what a page sees when its chunk was replaced by a new release.
vi.mock('../quoteBox/QuoteBoxWidget', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

defineQuoteElements({ defaultApiBase: 'http://bikeship.test' });
addTranslation(embedMessages, 'fr', {
  'This part of the page could not load': 'Cette partie de la page n’a pas pu se charger',
  'Reload the page': 'Recharger la page',
});
const api = createFakeApi({ 'POST /api/log': () => answer(204) });
vi.stubGlobal('fetch', api.fetch);
afterEach(() => {
  document.body.replaceChildren();
  resetErrorLogForTests();
});

describe('a part of an element that could not load', () => {
  it('is said in the element locale, with the reload in place (DESIGN.md §5)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<bikeship-quote-box locale="fr-CA"></bikeship-quote-box>';
    const element = document.querySelector('bikeship-quote-box') as HTMLElement;
    const content = shadowContent(element);
    expect(await findByText(content, 'Cette partie de la page n’a pas pu se charger')).toBeTruthy();
    expect(await findByRole(content, 'button', { name: 'Recharger la page' })).toBeTruthy();
  });

  it('is reported to the team with POST /api/log (quote §7), naming the element', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<bikeship-quote-box api-base="http://bikeship.test"></bikeship-quote-box>';
    const element = document.querySelector('bikeship-quote-box') as HTMLElement;
    await findByRole(shadowContent(element), 'button', { name: 'Reload the page' });
    await vi.waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/api/log')).toHaveLength(1),
    );
    const [report] = api.requests.filter((request) => request.path === '/api/log');
    expect(JSON.parse((report?.body as { jsonContent: string }).jsonContent)).toMatchObject({
      kind: 'load',
      element: 'bikeship-quote-box',
      message: expect.any(String),
    });
  });
});
