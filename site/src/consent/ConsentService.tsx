import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { onIdleTurn } from '../shell/idleTurns';
import { OPEN_COOKIE_PREFERENCES_EVENT } from './openCookiePreferences';

type BannerModule = typeof import('./CookieBanner');

/**
 * Cookie consent beside every page (shell §4–§5): the banner and the consent store are a chunk
 * loaded in an idle moment after the first render — nothing of it is in the prerendered HTML,
 * and the first load of `/` stays small. The footer's "Cookie preferences"
 * (openCookiePreferences) reopens it, and loads it at once if it is not there yet.
 */
export function ConsentService() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      import('./CookieBanner').then((module: BannerModule) => {
        if (live) startTransition(() => setBanner(() => module.CookieBanner));
        return module;
      });
    // The first of the deferred parts: a new visitor's banner is the first thing they answer,
    // and the largest thing on a phone's screen — late, it was the page's last big paint (LCP).
    const cancel = onIdleTurn('first', () => {
      load().catch((error: unknown) => console.error('The cookie banner could not load', error));
    });
    const reopen = () => {
      cancel();
      load()
        .then((module) => module.reopenCookieBanner())
        .catch((error: unknown) => console.error('The cookie banner could not load', error));
    };
    document.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopen);
    return () => {
      live = false;
      cancel();
      document.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, reopen);
    };
  }, []);
  return Banner ? <Banner /> : null;
}
