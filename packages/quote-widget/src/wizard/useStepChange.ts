import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A step's heading: the `h2` at the top of its root (steps/<step>/<Name>Step.tsx), focusable
 * by script (`tabIndex={-1}`) and not by Tab.
 */
const STEP_HEADING = '.bs-step > h2';

/**
 * Whether moving the focus is the customer's business: it is in the wizard, or it is nowhere in
 * particular and the customer has been in the wizard. Nowhere in particular is around the
 * wizard: the page's body, where a browser leaves it when the focused control is removed, or a
 * focusable element that holds the wizard (a site's `main`), which a tap on the wizard's text
 * or on its loading overlay focuses.
 */
function focusIsInWizard(wizard: HTMLElement, customerWasHere: boolean): boolean {
  const page = wizard.ownerDocument;
  // In a shadow root the page sees the host focused; the root knows which of its elements.
  const root = wizard.getRootNode() as Document | ShadowRoot;
  const inPage = 'host' in root ? root.host : wizard;
  if ((page.activeElement ?? page.body).contains(inPage)) return customerWasHere;
  return wizard.contains(root.activeElement);
}

/**
 * What the wizard does when its step changes, so that a keyboard or screen-reader user follows
 * it (WCAG 2.4.3 focus order, 4.1.3 status messages): the new step's heading takes the focus,
 * and the change is announced. The hook answers the step to announce (null until a change)
 * and the wizard's `onFocus` (focus coming into it, bubbling in both runtimes).
 *
 * DECISION: the focus moves only when the change is the customer's doing in the wizard — the
 * focus is in it, or went away with the control the old step removed (Continue, Get rates,
 * Back). A change the wizard makes by itself — the session's search resumed on load, on Costs
 * 1.5 s after the rates came — neither takes the focus from wherever the visitor is on the
 * partner's page nor scrolls the page to the widget; it is announced only. The first render is
 * no change.
 *
 * `openedByCustomer`: the customer has just opened the wizard (the quote box's Get rates turns
 * the box into the wizard in place): its first step counts as a change — from the box, where
 * their focus was.
 */
export function useStepChange(
  step: number,
  wizardRef: RefObject<HTMLElement | null>,
  openedByCustomer = false,
): { announced: number | null; onFocus(): void } {
  const [announced, setAnnounced] = useState<number | null>(null);
  // The step the last change was made for; null makes the first step a change.
  const changedTo = useRef<number | null>(openedByCustomer ? null : step);
  const customerWasHere = useRef(openedByCustomer);

  useEffect(() => {
    const wizard = wizardRef.current;
    if (changedTo.current === step || !wizard) return;
    changedTo.current = step;
    setAnnounced(step);
    /** False while the step's code is still on its way (its Suspense fallback shows). */
    const focusHeading = (): boolean => {
      const heading = wizard.querySelector<HTMLElement>(STEP_HEADING);
      if (heading && focusIsInWizard(wizard, customerWasHere.current)) {
        // The new step is read from its top: on a phone the old step's button sat far down the
        // page, and focus alone scrolls only until the heading is somewhere in view.
        heading.scrollIntoView?.({ block: 'start' });
        heading.focus({ preventScroll: true });
      }
      return heading !== null;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(wizard, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [step, wizardRef]);

  return {
    announced,
    // Once is enough: a visitor who went on elsewhere on the page holds the focus there, while
    // the focus on the body of a page whose visitor never came in is the page's load.
    onFocus: () => {
      customerWasHere.current = true;
    },
  };
}
