import { lazy, Suspense } from 'react';

// DECISION: the buttons are fetched at the element's first render and show a moment after it,
// beside the stores that a sign-in needs anyway, so the first load (≤ 30 KB, scripts/size.mjs)
// carries none of them: measured, 29.30 → 28.45 KB gzip.
const SocialSignIn = lazy(() =>
  import('./SocialSignIn').then((module) => ({ default: module.SocialSignIn })),
);

/**
 * "Continue with Google / Facebook / Apple" (SocialSignIn.tsx) for a view of the element's
 * first load: its place, empty, until its code is there — the links under it do not jump when
 * the buttons come (a layout shift Lighthouse measured on the site's /login). Its height,
 * `.bs-social-place` in account.css.ts, is theirs as measured at 16 px: a line, three 44 px
 * buttons and their gaps.
 * @example <LazySocialSignIn />
 */
export function LazySocialSignIn() {
  return (
    <Suspense fallback={<div className="bs-social-place" aria-hidden="true" />}>
      <SocialSignIn />
    </Suspense>
  );
}
