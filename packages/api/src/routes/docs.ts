import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type EndpointDefinition, endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { endpointsOf } from '../http/endpointRoute';
import {
  DOCS_CONTENT_SECURITY_POLICY,
  DOCS_INIT_SCRIPT,
  DOCS_PAGE_HTML,
} from '../openapi/docsPage';
import { buildOpenApiDocument } from '../openapi/document';
import { APP_VERSION } from '../version';

const swaggerUiDir = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
/** The only files of swagger-ui-dist the page loads; anything else is 404. */
const DOCS_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** GET /api/openapi.json and the docs page /api/docs. */
export const docsRoutes: RouteModule = (app, { config }) => {
  let document: string | undefined;
  app.get('/api/openapi.json', (c) => {
    // Built on first request, once every area has registered its routes.
    if (!document) {
      const registered = endpointsOf(app);
      const implemented = new Set(
        (Object.entries(endpoints) as [string, EndpointDefinition][])
          .filter(([, endpoint]) => registered.has(endpoint))
          .map(([name]) => name),
      );
      document = JSON.stringify(
        buildOpenApiDocument({ version: APP_VERSION, serverUrl: config.publicUrl, implemented }),
      );
    }
    return c.body(document, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
  app.get('/api/docs', (c) =>
    c.html(DOCS_PAGE_HTML, 200, { 'content-security-policy': DOCS_CONTENT_SECURITY_POLICY }),
  );
  app.get('/api/docs/init.js', (c) =>
    c.body(DOCS_INIT_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/api/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = DOCS_ASSETS[file];
    if (!type) return c.json({ message: `No docs asset ${file}` }, 404);
    const content = await readFile(join(swaggerUiDir, file));
    return c.body(content, 200, {
      'content-type': type,
      // The package version pins the file: a day of caching is safe.
      'cache-control': 'public, max-age=86400',
    });
  });
};
