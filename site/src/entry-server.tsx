import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createRoutes } from './routes/createRoutes';

export { SITE_ROUTES } from './routes/routeTable';

/**
 * Renders one path of the site to HTML, with every lazy page resolved (the prerender of
 * build/prerender.ts). `status` is the router's (404 for a path the map lacks).
 */
export async function renderPath(path: string): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://127.0.0.1')));
  if (context instanceof Response)
    throw new Error(`The route ${path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, status: context.statusCode };
}
