import type { Box, ContentOption } from '@bikeship/core/schemas';
import { useFormList } from '../search/useFormList';

/**
 * What a box may hold: the package categories of the form data as content options
 * (DECISION: the spec's contents `{code, label}` has no list of its own; the categories a box
 * is quoted under are what a carrier and customs ask about). The list is the one step 1 loaded
 * (useFormList: one load per wizard). While it loads, or when it cannot be loaded (quote §8: an
 * empty list), the boxes' own contents and categories are offered so the step never blocks on it.
 */
export function useContentOptions(boxes: readonly Box[]): ContentOption[] {
  const categories = useFormList('categories');
  if (categories.length > 0) {
    return categories.map((category) => ({ code: category.code, label: category.name }));
  }
  const own = new Map<string, ContentOption>();
  for (const box of boxes) {
    if (box.contents) own.set(box.contents.code, box.contents);
    else if (box.category) own.set(box.category, { code: box.category, label: box.category });
  }
  return [...own.values()];
}
