import type { KeyValueStorage } from '@bikeship/core/stores';

const KEY_PREFIX = 'bikeship-quote-box-in-place:';

/**
 * Which box on which page: the page's path, then the element's id, else its position among the
 * page's quote boxes (a box inside another component's shadow root is told by its id). Without
 * a shadow host (a test, a page rendering the tree itself) the content stands for the element.
 */
function placeOf(content: Element): string {
  const root = content.getRootNode();
  const element = root instanceof ShadowRoot ? root.host : content;
  const position = Array.from(document.getElementsByTagName(element.localName)).indexOf(element);
  return `${location.pathname}#${element.id || `@${position}`}`;
}

/**
 * The mark a quote box leaves in tab storage when it turns into the wizard in place, so that
 * after a reload it comes back as the wizard on the session's search — the search the wizard
 * resumes (useResumeOnLoad.ts) — instead of as a blank box.
 *
 * DECISION: a mark per page path and element (its id, else its position among the page's
 * boxes), in sessionStorage like the guest's searches (DESIGN.md §6): it lasts as long as the
 * tab, one tab sees only its own, and another page's box — or another box on this page that
 * the customer never opened — stays a blank box and keeps its light first load. Reading it is
 * the one thing the box does at load: a key in tab storage, no store, no fetch. The mark says
 * only that the box is the wizard now; what the wizard shows is the session's to say — with no
 * search left in it (the customer signed out meanwhile) the wizard starts on a fresh step 1,
 * as `<bikeship-quote>` would.
 *
 * @example
 * const mark = openedInPlaceMark(contentElement);
 * if (mark.isSet()) openTheWizard();
 */
export function openedInPlaceMark(content: Element, storage?: KeyValueStorage) {
  const key = KEY_PREFIX + placeOf(content);
  let tab: KeyValueStorage | undefined;
  try {
    tab = storage ?? globalThis.sessionStorage;
  } catch {
    // A sandboxed frame or blocked storage: no mark is kept, none is read.
  }
  return {
    isSet: (): boolean => tab?.getItem(key) != null,
    set(): void {
      try {
        tab?.setItem(key, 'wizard');
      } catch {
        // A full storage: a reload shows the blank box, as without a mark.
      }
    },
  };
}

export type OpenedInPlaceMark = ReturnType<typeof openedInPlaceMark>;
