import { useEffect } from 'react';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunkReload';

/**
 * On the error page: when the error is a page chunk that failed to load, reload (at most once a
 * minute); otherwise — or within the minute — the error page stays (shell §4).
 */
export function useChunkFailureReload(error: unknown): void {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkFailure();
  }, [error]);
}
