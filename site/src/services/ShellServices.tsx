import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { ConsentService } from '../consent/ConsentService';
import { onIdleTurn } from '../shell/idleTurns';
import { reloadOnPreloadErrors } from '../version/chunkReload';

/**
 * What runs beside every page and shows nothing of its own unless asked: the cookie-consent
 * banner, the version check and chunk-failure recovery, and the navigation that follows a
 * sign-in, a sign-out or an expired session (services/PageServices.tsx). Page views are the
 * `analytics` guard's (guards/RouteGuards.tsx).
 *
 * The services are chunks loaded in idle moments after the first render (shell/idleTurns.ts),
 * so the first load of `/` carries none of them; only the chunk-failure reload is armed here at
 * once — it must work when chunks no longer load. The cookie banner is no chunk: it is in the
 * prerendered page (consent/CookieBanner.tsx).
 */
export function ShellServices() {
  const [Services, setServices] = useState<ComponentType | null>(null);
  useEffect(() => {
    reloadOnPreloadErrors();
    let live = true;
    const cancel = onIdleTurn('service', () => {
      import('./PageServices')
        .then(({ PageServices }) => {
          // A transition: the services' first render is sliced, not one long task.
          if (live) startTransition(() => setServices(() => PageServices));
        })
        .catch((error: unknown) => console.error('The page services could not load', error));
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return (
    <>
      <ConsentService />
      {Services ? <Services /> : null}
    </>
  );
}
