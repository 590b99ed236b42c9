import { VersionCheck } from '../version/VersionCheck';
import { SessionNavigation } from './SessionNavigation';

/** The page-wide services, a chunk loaded in an idle moment after the first render (ShellServices). */
export function PageServices() {
  return (
    <>
      <SessionNavigation />
      <VersionCheck />
    </>
  );
}
