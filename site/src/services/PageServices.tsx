import { ConsentService } from '../consent/ConsentService';
import { VersionCheck } from '../version/VersionCheck';
import { SessionNavigation } from './SessionNavigation';

/** The page-wide services, a chunk loaded right after the first render (services/ShellServices). */
export function PageServices() {
  return (
    <>
      <SessionNavigation />
      <VersionCheck />
      <ConsentService />
    </>
  );
}
