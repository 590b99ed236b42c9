import { bootWidget, type EmbedHost, loaderUrlOf, type WidgetModule } from '@bikeship/embed';
import { waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbed } from './startEmbed';
import { WIDGET_FILES } from './widgetFiles.mjs';

const calledOrigins: string[] = [];
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: RequestInfo | URL) => {
    calledOrigins.push(new URL(new Request(input).url).origin);
    return Response.json([]);
  }),
);

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe('the one-script-tag loader quote-widget.js (DESIGN.md §4–§5)', () => {
  it('imports the module entry from beside itself, and the API defaults to the script origin', async () => {
    const imported: string[] = [];
    const importModule = async (url: string): Promise<WidgetModule> => {
      imported.push(url);
      return { startEmbed };
    };
    const host: EmbedHost = {};
    await bootWidget({
      files: WIDGET_FILES,
      currentScript: { src: 'https://cdn.bikeship.test/widgets/quote-widget.js?release=7' },
      document,
      host,
      importModule,
    });
    expect(imported).toEqual(['https://cdn.bikeship.test/widgets/quote-widget.module.js']);
    expect(host.bikeship).toMatchObject({ started: true });
    document.body.append(document.createElement('bikeship-quote'));
    await waitFor(() => expect(calledOrigins).toContain('https://cdn.bikeship.test'), {
      timeout: 5000,
    });
  });

  it('finds its script tag by name when document.currentScript is not set', () => {
    document.head.innerHTML =
      '<script src="https://a.test/app.js"></script>' +
      '<script async src="https://cdn.bikeship.test/widgets/quote-widget.js"></script>';
    expect(loaderUrlOf({ files: WIDGET_FILES, currentScript: null, document })).toBe(
      'https://cdn.bikeship.test/widgets/quote-widget.js',
    );
  });

  it('reports a module that fails to load with what to check, without throwing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await bootWidget({
      files: WIDGET_FILES,
      currentScript: { src: 'https://cdn.bikeship.test/widgets/quote-widget.js' },
      document,
      host: {},
      importModule: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /quote-widget\.js could not load https:\/\/cdn\.bikeship\.test\/widgets\/quote-widget\.module\.js.*CORS.*Content-Security-Policy/,
    );
    errors.mockRestore();
  });
});
