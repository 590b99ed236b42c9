import type { Ambassador } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';

/** The list as the page shows it: on its way, the riders (maybe none yet), or a failure. */
export type AmbassadorList =
  | { state: 'loading' }
  | { state: 'ready'; ambassadors: Ambassador[] }
  | { state: 'failed' };

/**
 * The ambassadors, fetched after hydration: the prerender has no server to ask, so the page's
 * explanation is in the HTML and the list follows. A failed call or chunk says so.
 */
export function useAmbassadors(): AmbassadorList {
  const [list, setList] = useState<AmbassadorList>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    import('./fetchAmbassadors')
      .then(({ fetchAmbassadors }) => fetchAmbassadors())
      .then(
        (answer) => {
          if (!live) return;
          setList(answer.ok ? { state: 'ready', ambassadors: answer.value } : { state: 'failed' });
        },
        () => live && setList({ state: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
