import { Button, Notice, useMessages } from '@bikeship/ui';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { searchStepMessages } from './searchStepMessages';
import { useFollowResumeRequests } from './useFollowResumeRequests';

/**
 * The wizard's side of a Resume asked for elsewhere on the page (useFollowResumeRequests): on
 * Search or Costs the search just opens; on a later step, where the customer has typed, it waits
 * here until they choose to open it (leaving what they entered) or close this.
 */
export function ResumeRequestNotice() {
  const runtime = useQuoteRuntime();
  const t = useMessages(searchStepMessages);
  const [waiting, setWaiting] = useFollowResumeRequests();
  if (!waiting) return null;
  return (
    <Notice tone="info" onDismiss={() => setWaiting(null)}>
      {t('You resumed a search from your account. Opening it leaves what you entered here.')}{' '}
      <Button
        onClick={() => {
          setWaiting(null);
          void runtime.ship.getState().resume(waiting);
        }}
      >
        {t('Open that search')}
      </Button>
    </Notice>
  );
}
