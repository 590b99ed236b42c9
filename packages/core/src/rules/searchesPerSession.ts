import { MAX_SEARCHES_PER_SESSION } from '../constants';

/**
 * A session keeps at most MAX_SEARCHES_PER_SESSION searches (shell §9, quote §9): the search
 * given goes last, replacing an earlier copy of itself (same id), and the oldest drop out.
 */
export function withSessionSearch<T extends { id: string }>(
  searches: readonly T[],
  search: T,
): T[] {
  return [...searches.filter((kept) => kept.id !== search.id), search].slice(
    -MAX_SEARCHES_PER_SESSION,
  );
}
