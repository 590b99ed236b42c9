import { useEffect, useState } from 'react';

/**
 * False on the first render — the prerendered HTML and its hydration, which know no query
 * string — and true from then on: what depends on `?token=` renders after it, so the hydration
 * sees the tree the prerender made.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
