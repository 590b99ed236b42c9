import { useMessages } from '@bikeship/ui';
import { lazy, Suspense } from 'react';
import { accountMessages } from '../account/accountMessages';

// Loaded when the view is first shown: the element's first load (≤ 30 KB, scripts/size.mjs)
// carries the sign-in views only.
const ChangePasswordView = lazy(() =>
  import('./ChangePasswordView').then((module) => ({ default: module.ChangePasswordView })),
);

/** `view="change-password"` as AccountWidget's view map shows it: its code fetched on first use. */
export function LazyChangePasswordView() {
  const t = useMessages(accountMessages);
  return (
    <Suspense fallback={<p role="status">{t('Loading…')}</p>}>
      <ChangePasswordView />
    </Suspense>
  );
}
