/**
 * The rendered content of a widget element: the `part="root"` container inside its shadow
 * root, as a container Testing Library's queries accept (they take an element, not a ShadowRoot).
 * @example await findByRole(shadowContent(element), 'button', { name: 'Get rates' });
 */
export function shadowContent(element: Element | undefined | null): HTMLElement {
  const root = element?.shadowRoot?.querySelector<HTMLElement>('[part="root"]');
  if (!root) throw new Error('shadowContent: the element has not rendered into a shadow root');
  return root;
}
