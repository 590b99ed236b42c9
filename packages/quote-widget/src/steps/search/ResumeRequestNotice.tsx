import type { Search } from '@bikeship/core/schemas';
import { Button, Notice, useMessages } from '@bikeship/ui';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { searchStepMessages } from './searchStepMessages';

/**
 * The wizard's side of a Resume asked for elsewhere on the page (useFollowResumeRequests): on
 * Search or Costs the search just opens; on a later step, where the customer has typed, it waits
 * here until they choose to open it (leaving what they entered) or close this. Loaded with the
 * customer's pieces (customerPieces.ts) when a search waits: only an account resumes one.
 */
export function ResumeRequestNotice(props: { waiting: Search; onClose(): void }) {
  const runtime = useQuoteRuntime();
  const t = useMessages(searchStepMessages);
  return (
    <Notice tone="info" onDismiss={props.onClose}>
      {t('You resumed a search from your account. Opening it leaves what you entered here.')}{' '}
      <Button
        onClick={() => {
          props.onClose();
          void runtime.ship.getState().resume(props.waiting);
        }}
      >
        {t('Open that search')}
      </Button>
    </Notice>
  );
}
