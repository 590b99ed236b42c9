import { useEffect } from 'react';
import { reloadOnPreloadErrors } from './chunkReload';
import { requestVersionCheck } from './requestVersionCheck';

/**
 * The version check at load and whenever the tab becomes visible again (shell §4); route starts
 * are the `checkVersion` guard's. Also arms the chunk-failure reload.
 */
export function VersionCheck() {
  useEffect(() => {
    reloadOnPreloadErrors();
    requestVersionCheck();
    const onVisible = () => {
      if (document.visibilityState === 'visible') requestVersionCheck();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return null;
}
