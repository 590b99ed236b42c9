import { embedMessages } from '@bikeship/embed';
import { addTranslation } from '@bikeship/ui';
import { findByRole, findByText } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
afterEach(() => document.body.replaceChildren());

describe('a part of an element that could not load (DESIGN.md §5: every text in the element locale)', () => {
  it('is said in the element locale, with the reload in place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<bikeship-quote-box locale="fr-CA"></bikeship-quote-box>';
    const element = document.querySelector('bikeship-quote-box') as HTMLElement;
    const content = shadowContent(element);
    expect(await findByText(content, 'Cette partie de la page n’a pas pu se charger')).toBeTruthy();
    expect(await findByRole(content, 'button', { name: 'Recharger la page' })).toBeTruthy();
  });
});
