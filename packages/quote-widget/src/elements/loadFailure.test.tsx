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

describe('a part of an element that could not load', () => {
  it('is said in the element locale, with the reload in place (DESIGN.md §5)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<bikeship-quote-box locale="fr-CA"></bikeship-quote-box>';
    const element = document.querySelector('bikeship-quote-box') as HTMLElement;
    const content = shadowContent(element);
    expect(await findByText(content, 'Cette partie de la page n’a pas pu se charger')).toBeTruthy();
    expect(await findByRole(content, 'button', { name: 'Recharger la page' })).toBeTruthy();
  });

  it('is emitted as bikeship:error part-not-loaded, in the element locale, for the page to hear (and the data layer to report)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: { code: string; message: string }[] = [];
    document.addEventListener('bikeship:error', (event) => {
      heard.push((event as CustomEvent<{ code: string; message: string }>).detail);
    });
    document.body.innerHTML = '<bikeship-quote-box locale="fr"></bikeship-quote-box>';
    const element = document.querySelector('bikeship-quote-box') as HTMLElement;
    await findByRole(shadowContent(element), 'button', { name: 'Recharger la page' });
    expect(heard).toEqual([
      {
        code: 'part-not-loaded',
        message: 'Cette partie de la page n’a pas pu se charger',
        step: null,
      },
    ]);
  });
});
