import { Notice, useMessages } from '@bikeship/ui';
import { useEffect } from 'react';
import { accountMessages } from './accountMessages';
import { ACCOUNT_VIEWS } from './accountViews';

/**
 * A `view` this release does not have (a typo, or a view of a later release): said in place,
 * with the views there are, and logged once for the page's developer — not a blank element.
 */
export function UnknownView(props: { view: string }) {
  const t = useMessages(accountMessages);
  useEffect(() => {
    console.error(
      `bikeship: <bikeship-account view="${props.view}"> names no view of this release. ` +
        `Use one of: ${ACCOUNT_VIEWS.join(', ')}.`,
    );
  }, [props.view]);
  return (
    <Notice tone="warning">
      {t('This account page is not available here.')}{' '}
      <span lang="en">
        {t('view="{view}" is not one of: {views}.', {
          view: props.view,
          views: ACCOUNT_VIEWS.join(', '),
        })}
      </span>
    </Notice>
  );
}
