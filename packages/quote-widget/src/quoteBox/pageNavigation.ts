/**
 * Leaves the page for another (the quote box's hand-over to `wizard-url`). Its own module so
 * tests can stand in for the browser's navigation, which jsdom does not do.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
