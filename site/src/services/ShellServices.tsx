/**
 * What runs beside every page and shows nothing of its own unless asked: the cookie-consent
 * banner, the version check, page-view analytics, chunk-failure recovery and the navigation that
 * follows a sign-in or a sign-out. Each is its own module; this is where the shell mounts them.
 */
export function ShellServices() {
  return null;
}
