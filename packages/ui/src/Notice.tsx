import type { ReactNode } from 'react';
import { useMessages } from './messages/LocaleContext';
import { uiMessages } from './messages/uiMessages';

export type NoticeTone = 'warning' | 'danger' | 'success' | 'info';

/**
 * A notice box. Danger notices are alerts (announced at once); the others are polite status
 * messages. With `onDismiss` it has a close button.
 * @example <Notice tone="danger" title="Payment declined">Your card was declined.</Notice>
 */
export function Notice(props: {
  tone: NoticeTone;
  title?: string;
  children: ReactNode;
  onDismiss?: () => void;
}) {
  const t = useMessages(uiMessages);
  return (
    <div
      className={`bs-notice bs-notice-${props.tone}`}
      role={props.tone === 'danger' ? 'alert' : 'status'}
      part={`notice notice-${props.tone}`}
    >
      <div className="bs-notice-body">
        {props.title ? <strong className="bs-notice-title">{props.title}</strong> : null}
        <div>{props.children}</div>
      </div>
      {props.onDismiss ? (
        <button
          type="button"
          className="bs-notice-close"
          aria-label={t('Dismiss')}
          onClick={props.onDismiss}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
