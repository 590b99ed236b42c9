import { Button, Modal, useMessages } from '@bikeship/ui';
import { accountMessages } from '../account/accountMessages';

/**
 * "Session about to expire" (shell §2, §4): opens 60 s before the end with the seconds left,
 * ticking each second (the store counts; this only shows it). Continue extends the session and
 * closes it; Logout logs out.
 *
 * DECISION: closing it (Escape, ×) is Continue — whoever closes it is at the keyboard, which is
 * what the warning asks to know; letting the session run out takes doing nothing.
 */
export function SessionWarningModal(props: {
  secondsLeft: number | null;
  busy: boolean;
  onContinue(): void;
  onLogout(): void;
}) {
  const t = useMessages(accountMessages);
  const seconds = props.secondsLeft ?? 0;
  return (
    <Modal
      title={t('Your session is about to expire')}
      open={props.secondsLeft !== null}
      onClose={props.onContinue}
    >
      <div className="bs-session">
        <p role="timer" aria-atomic="true">
          {seconds === 1
            ? t('You will be logged out in 1 second.')
            : t('You will be logged out in {seconds} seconds.', { seconds: String(seconds) })}
        </p>
        <div className="bs-session-actions">
          <Button variant="primary" busy={props.busy} onClick={props.onContinue}>
            {t('Continue')}
          </Button>
          <Button variant="secondary" onClick={props.onLogout}>
            {t('Logout')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
