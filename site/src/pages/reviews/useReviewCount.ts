import { useEffect, useState } from 'react';
import { reviewFigureOf } from './reviewFigure';

/** The figure as the page shows it: on its way, the figure, or none to show. */
export type ReviewCount = { state: 'loading' } | { state: 'ready'; figure: string | null };

/**
 * The review count, fetched after hydration (the prerender has no server to ask). A failed call
 * or chunk is "no figure": the page then says so and shows no number.
 */
export function useReviewCount(): ReviewCount {
  const [count, setCount] = useState<ReviewCount>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    import('./fetchReviewCount')
      .then(({ fetchReviewCount }) => fetchReviewCount())
      .then(
        (stored) => live && setCount({ state: 'ready', figure: reviewFigureOf(stored) }),
        () => live && setCount({ state: 'ready', figure: null }),
      );
    return () => {
      live = false;
    };
  }, []);
  return count;
}
