import { Button, Notice, useMessages } from '@bikeship/ui';
import type { ReactNode } from 'react';
import { accountMessages } from '../account/accountMessages';
import type { SavedListState } from './useSavedList';

/**
 * What a saved list shows before and instead of its items: loading, a failed load with Try
 * again (quote §8: fetch failures are shown, never a blank page), or `empty` when there are none.
 */
export function SavedListStatus<Item>(props: {
  state: SavedListState<Item>;
  empty: string;
  onRetry(): void;
  children(items: readonly Item[]): ReactNode;
}) {
  const t = useMessages(accountMessages);
  const { state } = props;
  if (state.status === 'loading') return <p role="status">{t('Loading…')}</p>;
  if (state.status === 'failed') {
    return (
      <Notice tone="danger">
        {t('This list could not be loaded.')}{' '}
        <Button variant="link" onClick={props.onRetry}>
          {t('Try again')}
        </Button>
      </Notice>
    );
  }
  if (state.items.length === 0) return <p>{props.empty}</p>;
  return <>{props.children(state.items)}</>;
}
