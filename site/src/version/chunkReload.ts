import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@bikeship/core/constants';

/** Tab storage: when this tab last reloaded after a chunk failed to load (epoch ms). */
export const CHUNK_RELOAD_MARKER_KEY = 'bikeship-chunk-reload-at';

/**
 * Whether an error is a script chunk that could not be fetched — a lazy page's `import()` after
 * a release replaced the hashed files, or a connection dropped — as Chromium, Firefox and Safari
 * word it, or Vite's preload failure.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|Unable to preload/i.test(
    message,
  );
}

/**
 * Reloads the page after a chunk failed to load, at most once a minute (shell §4, §9: stored
 * reload marker). DECISION: the marker is in tab storage — a tab counts its own reloads, and it
 * survives the reload it guards. Returns whether it reloads; without tab storage it never does
 * (the reloads could not be counted) and the error page shows.
 */
export function reloadAfterChunkFailure(now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_MARKER_KEY));
    if (last > 0 && now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
    sessionStorage.setItem(CHUNK_RELOAD_MARKER_KEY, String(now));
  } catch {
    return false;
  }
  location.reload();
  return true;
}

let installed = false;

/**
 * Vite's `vite:preloadError` (a lazy chunk's preloaded files failed): reload as for a failed
 * import. Installed once for the page's life — the error page replaces the shell, not this.
 */
export function reloadOnPreloadErrors(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkFailure()) event.preventDefault();
  });
}
