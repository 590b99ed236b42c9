import { expect, test } from '@playwright/test';

test.describe('the widget files at /widgets/ (long caching for hashed chunks)', () => {
  test('the loader, entry and manifest are short-cached; every hashed chunk is immutable for a year', async ({
    request,
  }) => {
    const loader = await request.get('/widgets/quote-widget.js');
    expect(loader.status()).toBe(200);
    expect(loader.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(loader.headers()['cache-control']).toBe('public, max-age=300');
    for (const file of ['quote-widget.module.js', 'manifest.json']) {
      const response = await request.get(`/widgets/${file}`);
      expect(response.headers()['cache-control'], file).toBe('public, max-age=300');
    }
    const manifest = (await (await request.get('/widgets/manifest.json')).json()) as {
      files: string[];
      loader: string;
      module: string;
    };
    const hashed = manifest.files.filter(
      (file) => file !== manifest.loader && file !== manifest.module,
    );
    expect(hashed.length).toBeGreaterThan(0);
    for (const file of hashed) {
      const response = await request.get(`/widgets/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-type'], file).toBe('text/javascript; charset=utf-8');
    }
  });
});
