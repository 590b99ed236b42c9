import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useState } from 'react';
import { Button } from '../src/Button';
import { TextField } from '../src/Field';
import { Modal } from '../src/Modal';

const meta = { title: 'ui/Modal', component: Modal } satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function ConfirmPassword(props: { startOpen: boolean }) {
  const [open, setOpen] = useState(props.startOpen);
  const [password, setPassword] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Confirm your password</Button>
      <Modal title="Confirm your password" open={open} onClose={() => setOpen(false)}>
        <p>Your session is about to end. Enter your password to stay signed in.</p>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <div className="bs-step-actions">
          <Button onClick={() => setOpen(false)}>Sign out</Button>
          <Button variant="primary" onClick={() => setOpen(false)}>
            Stay signed in
          </Button>
        </div>
      </Modal>
    </>
  );
}

/** Open: focus is inside the dialog; Escape, Close or a click outside (after 100 ms) close it. */
export const Open: Story = {
  args: { title: 'Confirm your password', open: true, onClose: () => {}, children: null },
  render: () => <ConfirmPassword startOpen />,
};

/** Closed: the button opens it; the click that opened it cannot close it (first 100 ms). */
export const Closed: Story = {
  args: { title: 'Confirm your password', open: false, onClose: () => {}, children: null },
  render: () => <ConfirmPassword startOpen={false} />,
};
