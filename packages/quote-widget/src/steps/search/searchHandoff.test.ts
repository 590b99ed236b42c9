import { searchSchema } from '@bikeship/core/schemas';
import { describe, expect, it } from 'vitest';
import { BOULDER, VANCOUVER } from '../../testing/fixtures/places';
import { readHandoff, withoutHandoff } from './readSearchHandoff';
import { handoffUrl, SEARCH_HANDOFF_PARAM } from './searchHandoff';

const search = searchSchema.parse({
  id: 's1',
  trips: [{ from: BOULDER, to: { ...VANCOUVER, formatted_address: 'Zürich, Switzerland' } }],
});

describe('the quote box hand-over (wizard-url)', () => {
  it('carries the search and event code in a base64url parameter, non-ASCII places included', () => {
    const url = handoffUrl(
      '/ship?x=1',
      { search, eventCode: 'cascade-gran-fondo' },
      'https://shop.example/bikes',
    );
    expect(url).toMatch(/^https:\/\/shop\.example\/ship\?x=1&bikeship-search=[\w-]+$/);
    expect(readHandoff(url)).toEqual({ search, eventCode: 'cascade-gran-fondo' });
    expect(withoutHandoff(url)).toBe('https://shop.example/ship?x=1');
  });

  it('ignores a damaged or foreign parameter (the wizard starts fresh)', () => {
    expect(readHandoff(`https://a.example/?${SEARCH_HANDOFF_PARAM}=not-base64!`)).toBeNull();
    const notASearch = btoa(JSON.stringify({ search: { trips: 'x' } }));
    expect(readHandoff(`https://a.example/?${SEARCH_HANDOFF_PARAM}=${notASearch}`)).toBeNull();
    expect(readHandoff('https://a.example/')).toBeNull();
  });
});
