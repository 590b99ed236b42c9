import type { Box, ContentOption } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';

/**
 * What a box may hold: the package categories of the form data as content options
 * (DECISION: the spec's contents `{code, label}` has no list of its own; the categories a box
 * is quoted under are what a carrier and customs ask about). While they load, or when the list
 * cannot be loaded (quote §8: an empty list), the boxes' own contents and categories are offered
 * so the step never blocks on it.
 */
export function useContentOptions(boxes: readonly Box[]): ContentOption[] {
  const runtime = useQuoteRuntime();
  const [categories, setCategories] = useState<ContentOption[]>([]);
  useEffect(() => {
    let live = true;
    void runtime.api.formData.getPackageCategories().then((list) => {
      if (live)
        setCategories(list.map((category) => ({ code: category.code, label: category.name })));
    });
    return () => {
      live = false;
    };
  }, [runtime]);
  if (categories.length > 0) return categories;
  const own = new Map<string, ContentOption>();
  for (const box of boxes) {
    if (box.contents) own.set(box.contents.code, box.contents);
    else if (box.category) own.set(box.category, { code: box.category, label: box.category });
  }
  return [...own.values()];
}
