import { loginRequestSchema } from '@bikeship/core/schemas';
import { AccountField, Button, fieldErrorsOf, Modal, Notice, useMessages } from '@bikeship/ui';
import { useId, useState } from 'react';
import { accountMessages } from '../account/accountMessages';

/**
 * "Confirm your password" (shell §2, §4, §8): the email fixed and read-only; the right password
 * closes it and the order goes on; a wrong one shows the login's failure text (not dismissable)
 * and marks the field; Logout logs out and reloads.
 *
 * DECISION: closing it (Escape, ×) is Logout — the modal stands between a timed-out customer
 * and their order, and only the password or logging out resolves it.
 */
export function ConfirmPasswordModal(props: {
  open: boolean;
  email: string;
  confirm(password: string): Promise<boolean>;
  onLogout(): void;
}) {
  const t = useMessages(accountMessages);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const refusedId = useId();

  const submit = async () => {
    setRefused(false);
    // The login's rule (core): the password required, ≤ 60 characters.
    const checked = fieldErrorsOf<'password'>(
      loginRequestSchema,
      { email: props.email, password },
      t,
    );
    setError(checked.password);
    if (checked.password) return;
    setBusy(true);
    try {
      if (await props.confirm(password)) setPassword('');
      else setRefused(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('Confirm your password')} open={props.open} onClose={props.onLogout}>
      <form
        className="bs-session"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {refused ? (
          <div id={refusedId}>
            <Notice tone="danger">{t('You have entered an invalid username or password')}</Notice>
          </div>
        ) : null}
        <AccountField
          label={t('Email')}
          type="email"
          name="email"
          autoComplete="username"
          value={props.email}
          onChange={() => {}}
          readOnly
        />
        <AccountField
          label={t('Password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={error}
          marked={refused}
          describedBy={refusedId}
        />
        <div className="bs-session-actions">
          <Button type="submit" variant="primary" busy={busy}>
            {t('Confirm')}
          </Button>
          <Button variant="secondary" onClick={props.onLogout}>
            {t('Logout')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
