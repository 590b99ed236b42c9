import { MODAL_OUTSIDE_CLICK_IGNORE_MS } from '@bikeship/core/constants';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useMessages } from './messages/LocaleContext';
import { uiMessages } from './messages/uiMessages';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it and stays there, Escape and a click outside close it —
 * except during its first 100 ms (shell §2: the click that opened it must not close it).
 * Focus returns to where it was when it closes.
 * @example
 * <Modal title="Confirm your password" open={open} onClose={close}>…</Modal>
 */
export function Modal(props: {
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
  /** Clock for tests; Date.now by default. */
  now?: () => number;
}) {
  const t = useMessages(uiMessages);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const now = props.now ?? Date.now;
  const { open, onClose } = props;

  useEffect(() => {
    if (!open) return;
    openedAt.current = now();
    const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
    const previous = root?.activeElement as HTMLElement | null | undefined;
    // The first control of the content, not the Close button: the user came to act.
    const first =
      dialog.current?.querySelector<HTMLElement>(`.bs-modal-body :is(${FOCUSABLE})`) ??
      dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    return () => previous?.focus?.();
  }, [open, now]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    // Keep Tab inside the dialog.
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const root = dialog.current.getRootNode() as Document | ShadowRoot;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && root.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && root.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside is a pointer shortcut; keyboards close with Escape and the Close button
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above — Escape is handled on the dialog
    <div
      className="bs-modal-backdrop"
      part="modal-backdrop"
      onClick={(event) => {
        if (event.target !== event.currentTarget) return;
        if (now() - openedAt.current < MODAL_OUTSIDE_CLICK_IGNORE_MS) return;
        onClose();
      }}
    >
      <div
        ref={dialog}
        className="bs-modal"
        part="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="bs-modal-header">
          <h2 id={titleId} className="bs-modal-title">
            {props.title}
          </h2>
          <button
            type="button"
            className="bs-modal-close"
            aria-label={t('Close')}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="bs-modal-body">{props.children}</div>
      </div>
    </div>
  );
}
