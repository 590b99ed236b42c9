import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { SiteShell } from '../shell/SiteShell';
import { SITE_ROUTES, type SiteRoute } from './routeTable';

/** What a matched route carries for the shell: its entry of the route table. */
export interface SiteRouteHandle {
  route: SiteRoute;
}

/**
 * The router's routes, made from the route table: one root route — the shell, which picks the
 * layout of the matched page and shows the error page in it — and one lazy child per page, so
 * each page is its own chunk (the first load of `/` stays ≤ 100 KB, scripts/size.mjs). Any other
 * path is the 404 of shell §2.
 */
export function createRoutes(table: readonly SiteRoute[] = SITE_ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      element: <SiteShell />,
      errorElement: <RouteErrorPage />,
      children: [
        ...table.map(
          (route): RouteObject => ({
            id: route.name,
            path: route.path,
            handle: { route } satisfies SiteRouteHandle,
            lazy: async () => ({ Component: (await route.page()).default }),
          }),
        ),
        {
          id: 'not-found',
          path: '*',
          lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).default }),
        },
      ],
    },
  ];
}
