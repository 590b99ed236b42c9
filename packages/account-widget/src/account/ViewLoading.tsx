import { useMessages } from '@bikeship/ui';
import { accountMessages } from './accountMessages';

/** What shows while a view's code loads (AccountWidget.tsx): a polite word, no layout. */
export function ViewLoading() {
  const t = useMessages(accountMessages);
  return (
    <p className="bs-account" role="status">
      {t('Loading…')}
    </p>
  );
}
