import { SITE_ROUTES, type SiteRoute } from '../../site/src/routes/routeTable';

/** The site's route map as the specs of tests/site open it. */

/** A seeded event's url code (packages/api/src/db/seed/events.ts): the event routes' sample. */
export const SEEDED_EVENT = 'cascade-gran-fondo';

/** The address a visitor opens for a route: its pattern with a sample value per parameter. */
export function sampleUrl(route: SiteRoute): string {
  const sample: Record<string, string> = { event: SEEDED_EVENT, id: '1' };
  return route.path.replace(/:(\w+)\??/g, (_, name: string) => sample[name] ?? name);
}

/** The route of the map a path is at (static segments first, as the router ranks them). */
export function routeAt(path: string): SiteRoute | undefined {
  const matches = (route: SiteRoute) => {
    const wanted = route.path.split('/').filter(Boolean);
    const given = path.split('/').filter(Boolean);
    if (given.length > wanted.length) return false;
    return wanted.every((segment, index) => {
      const value = given[index];
      if (segment.startsWith(':')) return segment.endsWith('?') || value !== undefined;
      return value?.toLowerCase() === segment.toLowerCase();
    });
  };
  const dynamic = (route: SiteRoute) => route.path.split(':').length - 1;
  return [...SITE_ROUTES].sort((a, b) => dynamic(a) - dynamic(b)).find(matches);
}
