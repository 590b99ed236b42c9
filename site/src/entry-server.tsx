import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { routeOfPath } from './routes/currentRoute';
import { loadPage } from './routes/pageLoading';
import { notFoundPage, SiteRoutes } from './routes/SiteRoutes';

export { SITE_ROUTES } from './routes/routeTable';

/**
 * Renders one path of the site to HTML with its page loaded (the prerender of
 * build/prerender.mjs). `status` is 404 for a path the map lacks.
 */
export async function renderPath(path: string): Promise<{ html: string; status: number }> {
  const route = routeOfPath(path);
  await loadPage(route?.page ?? notFoundPage);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <SiteRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, status: route ? 200 : 404 };
}
