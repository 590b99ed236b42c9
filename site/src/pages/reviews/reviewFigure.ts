import { formatReviewCount } from '@bikeship/core/rules';

/**
 * The review count as the page prints it: thousands with one decimal and a "k" (quote §5,
 * core `formatReviewCount`), 12345 → '12.3k'; null — no figure at all — when the server has no
 * count, or one that is not a positive number, rather than "0.0k" or "NaNk".
 */
export function reviewFigureOf(stored: string | null): string | null {
  if (stored === null || !(Number(stored) > 0)) return null;
  const thousands = formatReviewCount(stored);
  return thousands ? `${thousands}k` : null;
}
