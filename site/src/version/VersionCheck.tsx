import { useEffect } from 'react';
import { requestVersionCheck } from './requestVersionCheck';

/**
 * The version check at load and whenever the tab becomes visible again (shell §4); route starts
 * are the `checkVersion` guard's.
 */
export function VersionCheck() {
  useEffect(() => {
    requestVersionCheck();
    const onVisible = () => {
      if (document.visibilityState === 'visible') requestVersionCheck();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return null;
}
