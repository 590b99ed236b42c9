import { type ComponentType, useEffect, useState } from 'react';
import { OPEN_COOKIE_PREFERENCES_EVENT } from './openCookiePreferences';

type BannerModule = typeof import('./CookieBanner');

/**
 * Cookie consent beside every page (shell §4–§5): the banner and the consent store are a chunk
 * loaded after the first render — nothing of it is in the prerendered HTML, and the first load
 * of `/` stays small. The footer's "Cookie preferences" (openCookiePreferences) reopens it.
 */
export function ConsentService() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      import('./CookieBanner').then((module: BannerModule) => {
        if (live) setBanner(() => module.CookieBanner);
        return module;
      });
    load().catch((error: unknown) => console.error('The cookie banner could not load', error));
    const reopen = () => {
      load()
        .then((module) => module.reopenCookieBanner())
        .catch((error: unknown) => console.error('The cookie banner could not load', error));
    };
    document.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopen);
    return () => {
      live = false;
      document.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopen);
    };
  }, []);
  return Banner ? <Banner /> : null;
}
