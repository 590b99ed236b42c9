import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootWidget, loaderUrlOf, type WidgetModule } from './bootWidget';

const files = { loader: 'account-widget.js', module: 'account-widget.module.js' };

afterEach(() => document.head.replaceChildren());

describe('the one-script-tag loader of a bundle (DESIGN.md §4–§5)', () => {
  it('imports the module entry from beside itself and starts it with the script URL', async () => {
    const started: string[] = [];
    const imported: string[] = [];
    await bootWidget({
      files,
      currentScript: { src: 'https://cdn.bikeship.test/widgets/account-widget.js?release=7' },
      document,
      host: {},
      importModule: async (url): Promise<WidgetModule> => {
        imported.push(url);
        return { startEmbed: ({ scriptUrl }) => started.push(scriptUrl) };
      },
    });
    expect(imported).toEqual(['https://cdn.bikeship.test/widgets/account-widget.module.js']);
    expect(started).toEqual(['https://cdn.bikeship.test/widgets/account-widget.js?release=7']);
  });

  it('finds its own script tag by name when document.currentScript is not set', () => {
    document.head.innerHTML =
      '<script src="https://a.test/app.js"></script>' +
      '<script async src="https://cdn.bikeship.test/widgets/account-widget.js"></script>' +
      '<script async src="https://cdn.bikeship.test/widgets/quote-widget.js"></script>';
    expect(loaderUrlOf({ files, currentScript: null, document })).toBe(
      'https://cdn.bikeship.test/widgets/account-widget.js',
    );
  });

  it('reports a module that fails to load with what to check, without throwing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await bootWidget({
      files,
      currentScript: { src: 'https://cdn.bikeship.test/widgets/account-widget.js' },
      document,
      host: {},
      importModule: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /account-widget\.js could not load https:\/\/cdn\.bikeship\.test\/widgets\/account-widget\.module\.js.*CORS.*Content-Security-Policy/,
    );
    errors.mockRestore();
  });
});
