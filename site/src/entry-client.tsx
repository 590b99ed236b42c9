import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from './routes/createRoutes';
import './styles/site.css';

/**
 * Loads the page modules of the routes matched by the current URL before the first render: a
 * prerendered page hydrates against the same tree the prerender made, with nothing pending.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const routes = createRoutes();
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the site into');
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // A prerendered page (its HTML says so) is hydrated; a page built at its route pattern (an
  // order's or an event's) was rendered without its parameters and is rendered afresh.
  if (container.dataset.prerendered === 'exact') hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
