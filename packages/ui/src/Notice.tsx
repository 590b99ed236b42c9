import type { ReactNode } from 'react';

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
          aria-label="Dismiss"
          onClick={props.onDismiss}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}

export const noticeCss = `
.bs-notice {
  display: flex; gap: var(--bs-space); align-items: flex-start; border-radius: var(--bs-radius);
  padding: calc(var(--bs-space) * 1.5); margin-block: var(--bs-space); border-left: 4px solid;
}
.bs-notice-body { flex: 1; }
.bs-notice-title { display: block; margin-bottom: 2px; }
.bs-notice-warning { background: var(--bs-color-warning-bg); color: var(--bs-color-warning); }
.bs-notice-danger { background: var(--bs-color-danger-bg); color: var(--bs-color-danger); }
.bs-notice-success { background: var(--bs-color-success-bg); color: var(--bs-color-success); }
.bs-notice-info { background: var(--bs-color-info-bg); color: var(--bs-color-info); }
.bs-notice-close {
  font: inherit; font-size: 1.25em; line-height: 1; background: none; border: 0; color: inherit;
  cursor: pointer; min-width: 32px; min-height: 32px;
}
`;
