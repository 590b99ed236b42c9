import type { EmbedHost } from '@bikeship/embed';
import { waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbed } from './startEmbed';

const SCRIPT_URL = 'https://cdn.bikeship.test/widgets/quote-widget.js';

/** The origins the elements called, from a fetch that answers every call with an empty list. */
const calledOrigins: string[] = [];
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: RequestInfo | URL) => {
    calledOrigins.push(new URL(new Request(input).url).origin);
    return Response.json([]);
  }),
);

/** An element's first API call (the wizard loads the page notices when it mounts). */
async function originCalledBy(tag: 'bikeship-quote'): Promise<string | undefined> {
  calledOrigins.length = 0;
  document.body.append(document.createElement(tag));
  // The element's tree is a lazy chunk: its first render waits for that import.
  await waitFor(() => expect(calledOrigins.length).toBeGreaterThan(0), { timeout: 5000 });
  return calledOrigins[0];
}

afterEach(() => document.body.replaceChildren());

// One page for the whole file: elements are defined once per document, as on a real page.
const host: EmbedHost = {
  bikeship: [
    ['unknown-command'],
    'not a command',
    ['configure', { apiBase: 'https://api.partner.test/' }],
  ],
};

describe('the window.bikeship command queue (DESIGN.md §5: cal.com-style, replayed on load)', () => {
  it('replays the queue before defining the elements, skipping malformed commands with a console error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    startEmbed({ scriptUrl: SCRIPT_URL, host });
    expect(errors).toHaveBeenCalledTimes(2);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/unknown command .*configure, define/);
    errors.mockRestore();
    expect(customElements.get('bikeship-quote')).toBeDefined();
    expect(customElements.get('bikeship-quote-box')).toBeDefined();
    // The configure queued before the script loaded applies to every element.
    expect(await originCalledBy('bikeship-quote')).toBe('https://api.partner.test');
  });

  it('runs commands pushed after loading at once: a later configure reaches elements added after it', async () => {
    const queue = host.bikeship as { push(...commands: unknown[]): number; started: boolean };
    expect(queue.started).toBe(true);
    queue.push(['configure', { apiBase: 'https://api2.partner.test' }]);
    expect(await originCalledBy('bikeship-quote')).toBe('https://api2.partner.test');
  });

  it('reports an invalid API URL at the command that gave it and keeps the previous one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    (host.bikeship as { push(command: unknown): number }).push(['configure', { apiBase: 'nope' }]);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/the command "configure" failed/);
    errors.mockRestore();
    expect(await originCalledBy('bikeship-quote')).toBe('https://api2.partner.test');
  });

  it('leaves a started queue alone when a second copy of the script starts (harmless twice)', () => {
    const started = host.bikeship;
    startEmbed({ scriptUrl: 'https://other.test/widgets/quote-widget.js', host });
    expect(host.bikeship).toBe(started);
  });
});
