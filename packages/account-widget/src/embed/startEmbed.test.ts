import {
  createBundleCommands,
  type EmbedHost,
  type StartedCommandQueue,
  startBundle,
} from '@bikeship/embed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbed } from './startEmbed';

afterEach(() => document.body.replaceChildren());

describe('the account widget on the shared window.bikeship queue (DESIGN.md §5)', () => {
  it('joins a queue another bundle started, hears the configure queued before either, and defines its element', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host: EmbedHost = { bikeship: [['configure', { apiBase: 'https://api.partner.test' }]] };
    // The quote widget, as another bundle on the page (no widget imports another).
    const quoteApiBases: string[] = [];
    startBundle({
      bundle: 'quote-widget',
      commands: createBundleCommands('https://cdn.bikeship.test', (defaults) =>
        quoteApiBases.push(defaults.defaultApiBase),
      ),
      host,
    });
    startEmbed({ scriptUrl: 'https://cdn.bikeship.test/widgets/account-widget.js', host });
    expect((host.bikeship as StartedCommandQueue).bundles).toEqual([
      'quote-widget',
      'account-widget',
    ]);
    expect(customElements.get('bikeship-account')).toBeDefined();
    expect(quoteApiBases).toEqual(['https://api.partner.test']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('leaves a started queue alone when a second copy of its script starts', () => {
    const host: EmbedHost = {};
    startEmbed({ scriptUrl: 'https://cdn.bikeship.test/widgets/account-widget.js', host });
    const started = host.bikeship;
    startEmbed({ scriptUrl: 'https://other.test/widgets/account-widget.js', host });
    expect(host.bikeship).toBe(started);
    expect((host.bikeship as StartedCommandQueue).bundles).toEqual(['account-widget']);
  });
});
