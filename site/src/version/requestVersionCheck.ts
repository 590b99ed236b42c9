/**
 * Asks the server which client version it serves and reloads when it is not this build's
 * (shell §4, §7). The check is a chunk of its own; a failure to load it or to ask does nothing.
 */
export function requestVersionCheck(): void {
  import('./versionCheck')
    .then(({ checkClientVersion }) => checkClientVersion())
    .catch((error: unknown) => console.warn('The version check could not run', error));
}
