import { Button, Modal, useMessages } from '@bikeship/ui';
import { accountMessages } from '../account/accountMessages';

/** "Logged out for inactivity" (shell §2, §8): the spec's text and a Log In button. */
export function InactivityModal(props: { open: boolean; onLogIn(): void; onClose(): void }) {
  const t = useMessages(accountMessages);
  return (
    <Modal title={t('You have been logged out')} open={props.open} onClose={props.onClose}>
      <div className="bs-session">
        <p>
          {t(
            'For your security, you have been logged out due to inactivity. Please LOG IN to enjoy your account benefits.',
          )}
        </p>
        <div className="bs-session-actions">
          <Button variant="primary" onClick={props.onLogIn}>
            {t('Log In')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
