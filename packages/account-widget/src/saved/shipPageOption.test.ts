import { describe, expect, it } from 'vitest';
import { resolveAccountOptions } from '../elements/accountElementOptions';

describe('the ship-page attribute (Resume on a recent search)', () => {
  it('reaches the views as the shipPage setting; unset, Resume stays on the page', () => {
    const host = document.createElement('bikeship-account');
    const given = resolveAccountOptions(
      { shipPage: '/examples/quote.html' },
      host,
      'http://a.test',
    );
    expect(given.runtime.settings?.shipPage).toBe('/examples/quote.html');
    expect(resolveAccountOptions({}, host, 'http://a.test').runtime.settings?.shipPage).toBe(
      undefined,
    );
  });
});
