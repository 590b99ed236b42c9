import { useEffect } from 'react';
import type { SiteRoute } from '../routes/routeTable';

/** The 404 and error pages' title (their route is not in the table). */
export const NOT_FOUND_TITLE = 'Page not found — bikeship';

/**
 * Keeps `document.title` and the meta description in step with the route after client-side
 * navigation (the prerendered HTML has them from the start).
 */
export function usePageTitle(route: SiteRoute | undefined): void {
  useEffect(() => {
    document.title = route?.title ?? NOT_FOUND_TITLE;
    const description = document.querySelector('meta[name="description"]');
    if (route && description) description.setAttribute('content', route.description);
  }, [route]);
}
