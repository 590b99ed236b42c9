import { loadSiteRuntime } from '../runtime/siteRuntimeLoader';

/** The stored value naming the version the server serves (shell §3). */
const CLIENT_VERSION_KEY = 'client-version';

/** Tab storage: the server version this tab last reloaded for. */
export const VERSION_RELOAD_MARKER_KEY = 'bikeship-version-reload';

let running: Promise<void> | null = null;

function readMarker(): string | null {
  try {
    return sessionStorage.getItem(VERSION_RELOAD_MARKER_KEY);
  } catch {
    return null;
  }
}

function writeMarker(version: string): boolean {
  try {
    sessionStorage.setItem(VERSION_RELOAD_MARKER_KEY, version);
    return true;
  } catch {
    return false;
  }
}

/**
 * The version check (shell §4): GET /api/StoredValue/bykey/client-version, and a reload when the
 * server's version differs from the one this bundle was built as (`__CLIENT_VERSION__`).
 * DECISION: never a loop — a tab reloads at most once per server version (its marker in tab
 * storage): a page that still differs after that reload (a cache or a proxy serving the old
 * assets, a rolling deploy answering from an older process) stays as it is rather than reload
 * forever. A failed request, an unknown answer or a build without a version does nothing.
 * Checks asked for while one runs share it.
 */
export function checkClientVersion(): Promise<void> {
  running ??= (async () => {
    const built = __CLIENT_VERSION__;
    if (!built) return;
    const runtime = await loadSiteRuntime();
    const answer = await runtime.api.storedValue.getStoredValue({
      params: { key: CLIENT_VERSION_KEY },
    });
    const served = answer ? answer.value : '';
    if (!served || served === built) return;
    if (readMarker() === served) {
      console.warn(
        `The server serves client version ${served}, this page is ${built}; reloaded once already`,
      );
      return;
    }
    // Without tab storage the reload could not be counted: no reload rather than a loop.
    if (writeMarker(served)) location.reload();
  })().finally(() => {
    running = null;
  });
  return running;
}
