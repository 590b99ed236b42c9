import { useEffect, useState } from 'react';
import { openSiteShop, type SiteShop } from './siteShop';

/**
 * The site's shop state for the page shown (siteShop.ts): null on the first render — the
 * prerendered HTML and the hydration — then the stores and the API, closed when the page goes.
 */
export function useSiteShop(): SiteShop | null {
  const [shop, setShop] = useState<SiteShop | null>(null);
  useEffect(() => {
    const opened = openSiteShop();
    setShop(opened);
    return () => opened.dispose();
  }, []);
  return shop;
}
