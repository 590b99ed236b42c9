import { type ComponentType, useEffect, useRef, useState } from 'react';
import SearchStep from '../steps/search/SearchStep';

// Steps 2–5 load when the wizard first reaches them (the quote box's first-load budget): a
// partner page that shows only the search pays only for step 1.
const laterStepCode: (() => Promise<{ default: ComponentType }>)[] = [
  () => import('../steps/costs/CostsStep'),
  () => import('../steps/details/DetailsStep'),
  () => import('../steps/contents/ContentsStep'),
  () => import('../steps/payment/PaymentStep'),
];
/** The steps whose code is here, by step number − 1; kept for every wizard of the page. */
const loadedSteps: (ComponentType | undefined)[] = [SearchStep];

/**
 * The step to show for the wizard's `step`, and its component: that step once its code is
 * here; until then the step shown before it (`shown` 0 and no component when there was none).
 * A placeholder in its place would shrink the page while the code loads: on a phone the page
 * under the finger that pressed Continue — the footer, its links — would take a second tap.
 */
export function useShownStep(step: number): { shown: number; Step?: ComponentType } {
  const [, setLoadedCount] = useState(0);
  const shown = useRef(0);
  if (loadedSteps[step - 1]) shown.current = step;
  useEffect(() => {
    if (loadedSteps[step - 1]) return;
    laterStepCode[step - 2]?.()
      .then(
        (module) => module.default,
        // A chunk that could not load is a step that throws: the element's load-failure
        // boundary says so, with the reload that resumes the search.
        (error: unknown) => () => {
          throw error;
        },
      )
      .then((Step) => {
        loadedSteps[step - 1] = Step;
        setLoadedCount((count) => count + 1);
      });
  }, [step]);
  return { shown: shown.current, Step: loadedSteps[shown.current - 1] };
}
