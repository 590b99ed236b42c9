import { ConsentService } from '../consent/ConsentService';
import { VersionCheck } from '../version/VersionCheck';
import { SessionNavigation } from './SessionNavigation';

/**
 * What runs beside every page and shows nothing of its own unless asked: the cookie-consent
 * banner, the version check and chunk-failure recovery, and the navigation that follows a
 * sign-in, a sign-out or an expired session. Page views are the `analytics` guard's
 * (guards/RouteGuards.tsx). Each is its own module; this is where the shell mounts them.
 */
export function ShellServices() {
  return (
    <>
      <SessionNavigation />
      <VersionCheck />
      <ConsentService />
    </>
  );
}
