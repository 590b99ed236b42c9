import { useMessages } from '@bikeship/ui';
import { accountMessages } from './accountMessages';

/** What a view loaded on demand (the account pages) shows while its part arrives. */
export function ViewLoading() {
  const t = useMessages(accountMessages);
  return (
    <p className="bs-account" role="status">
      {t('Loading…')}
    </p>
  );
}
