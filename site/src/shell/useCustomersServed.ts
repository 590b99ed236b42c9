import { useEffect, useState } from 'react';
import { onIdleTurn } from './idleTurns';

/**
 * The customers-served figure (shell §1), fetched in an idle moment after the page is shown:
 * the prerender has no server to ask, so the figure is null until it arrives (and stays null
 * if it cannot).
 */
export function useCustomersServed(): number | null {
  const [served, setServed] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    const cancel = onIdleTurn('extra', () => {
      import('./siteApi')
        .then(({ fetchCustomersServed }) => fetchCustomersServed())
        .then((figure) => {
          if (current) setServed(figure);
        })
        // The figure is a nicety: a failed chunk or call leaves the reserved line empty.
        .catch(() => {});
    });
    return () => {
      current = false;
      cancel();
    };
  }, []);
  return served;
}
