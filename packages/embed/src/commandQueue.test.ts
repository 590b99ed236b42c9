import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBundleCommands, type ElementDefaults } from './bundleCommands';
import { type EmbedHost, type StartedCommandQueue, startBundle } from './commandQueue';

/** A bundle as a page sees it: its commands, and the API origin each define() was given. */
function fakeBundle(scriptOrigin: string) {
  const definitions: ElementDefaults[] = [];
  const commands = createBundleCommands(scriptOrigin, (defaults) => definitions.push(defaults));
  return { commands, definitions, apiBase: () => definitions.at(-1)?.defaultApiBase };
}

const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => errors.mockClear());

describe('the shared window.bikeship queue (DESIGN.md §5: several bundles on one page)', () => {
  it('replays what the page queued to the first bundle, reporting malformed commands once', () => {
    const host: EmbedHost = {
      bikeship: [
        ['unknown-command'],
        'not a command',
        ['configure', { apiBase: 'https://api.partner.test/' }],
      ],
    };
    const quote = fakeBundle('https://cdn.bikeship.test');
    startBundle({ bundle: 'quote-widget', commands: quote.commands, host });
    expect(errors).toHaveBeenCalledTimes(2);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/unknown command .*configure, define/);
    expect(quote.definitions).toHaveLength(1);
    expect(quote.apiBase()).toBe('https://api.partner.test');
    expect(host.bikeship).toMatchObject({ started: true, bundles: ['quote-widget'] });
  });

  it('a second bundle loaded after the first starts too, hearing the configure queued before either', () => {
    const host: EmbedHost = { bikeship: [['configure', { apiBase: 'https://api.partner.test' }]] };
    const quote = fakeBundle('https://cdn.bikeship.test');
    const account = fakeBundle('https://cdn.bikeship.test');
    startBundle({ bundle: 'quote-widget', commands: quote.commands, host });
    startBundle({ bundle: 'account-widget', commands: account.commands, host });
    expect(account.definitions).toHaveLength(1);
    expect(account.apiBase()).toBe('https://api.partner.test');
    expect((host.bikeship as StartedCommandQueue).bundles).toEqual([
      'quote-widget',
      'account-widget',
    ]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a command pushed after loading runs at once in every bundle that knows it', () => {
    const host: EmbedHost = {};
    const quote = fakeBundle('https://cdn.bikeship.test');
    const account = fakeBundle('https://cdn.bikeship.test');
    startBundle({ bundle: 'quote-widget', commands: quote.commands, host });
    startBundle({ bundle: 'account-widget', commands: account.commands, host });
    (host.bikeship as StartedCommandQueue).push([
      'configure',
      { apiBase: 'https://api2.partner.test' },
    ]);
    expect(quote.apiBase()).toBe('https://api2.partner.test');
    expect(account.apiBase()).toBe('https://api2.partner.test');
  });

  it('a command only a later bundle knows waits for it, after saying which commands exist now', () => {
    const host: EmbedHost = {};
    const calls: string[] = [];
    startBundle({ bundle: 'quote-widget', commands: fakeBundle('https://a.test').commands, host });
    (host.bikeship as StartedCommandQueue).push(['openLogin', 'orders']);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /unknown command .*runs when that script loads/,
    );
    startBundle({
      bundle: 'account-widget',
      commands: {
        openLogin: (view: string) => calls.push(view),
        define: () => calls.push('define'),
      },
      host,
    });
    expect(calls).toEqual(['orders', 'define']);
  });

  it('a second copy of one bundle joins nothing and defines nothing (harmless twice)', () => {
    const host: EmbedHost = {};
    const first = fakeBundle('https://a.test');
    const second = fakeBundle('https://b.test');
    startBundle({ bundle: 'quote-widget', commands: first.commands, host });
    const started = host.bikeship;
    startBundle({ bundle: 'quote-widget', commands: second.commands, host });
    expect(host.bikeship).toBe(started);
    expect(second.definitions).toHaveLength(0);
  });

  it('reports a failing command at the call that gave it and keeps the previous value', () => {
    const host: EmbedHost = {};
    const quote = fakeBundle('https://cdn.bikeship.test');
    startBundle({ bundle: 'quote-widget', commands: quote.commands, host });
    (host.bikeship as StartedCommandQueue).push(['configure', { apiBase: 'nope' }]);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/the command "configure" failed/);
    expect(quote.apiBase()).toBe('https://cdn.bikeship.test');
  });
});
