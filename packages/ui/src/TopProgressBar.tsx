import { useMessages } from './messages/LocaleContext';
import { uiMessages } from './messages/uiMessages';

/**
 * The thin bar at the top while a page or step loads; it turns red on failure (quote §2).
 * `state`: 'idle' hides it, 'loading' runs it, 'failed' shows it red.
 * @example <TopProgressBar state={failed ? 'failed' : loading ? 'loading' : 'idle'} />
 */
export function TopProgressBar(props: { state: 'idle' | 'loading' | 'failed' }) {
  const t = useMessages(uiMessages);
  if (props.state === 'idle') return null;
  return (
    <div
      className={`bs-top-progress bs-top-progress-${props.state}`}
      role="progressbar"
      aria-label={props.state === 'failed' ? t('Loading failed') : t('Loading')}
      part="top-progress"
    />
  );
}
