import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useEffect, useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { ConfirmPasswordModal } from '../src/session/ConfirmPasswordModal';
import { InactivityModal } from '../src/session/InactivityModal';
import { SessionWarningModal } from '../src/session/SessionWarningModal';
import { ADA } from '../src/testing/renderAccount';

/** The warning with a live countdown, as the session store ticks it (each second). */
function WarningStory(props: { from: number }) {
  const [seconds, setSeconds] = useState(props.from);
  useEffect(() => {
    const tick = setInterval(() => setSeconds((left) => Math.max(1, left - 1)), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <SessionWarningModal
      secondsLeft={seconds}
      busy={false}
      onContinue={() => {}}
      onLogout={() => {}}
    />
  );
}

/** The session modals (shell §2, §4, §8), each in its main state. */
const meta = {
  title: 'account-widget/Session modals',
  component: WarningStory,
  args: { from: 60 },
} satisfies Meta<typeof WarningStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Your session is about to expire", counting down. */
export const Warning: Story = {};

/** The last second. */
export const WarningLastSecond: Story = { args: { from: 1 } };

/** "You have been logged out": the spec's inactivity text and Log In. */
export const Inactivity: Story = {
  render: () => <InactivityModal open onLogIn={() => {}} onClose={() => {}} />,
};

/** "Confirm your password": the email fixed; the right password closes it. */
export const ConfirmPassword: Story = {
  render: () => (
    <ConfirmPasswordModal
      open
      email={ADA.email}
      confirm={async (password) => password === 'correct-horse'}
      onLogout={() => {}}
    />
  ),
};

/** A wrong password: the login's failure text, the field marked. */
export const ConfirmPasswordRefused: Story = {
  render: () => (
    <ConfirmPasswordModal open email={ADA.email} confirm={async () => false} onLogout={() => {}} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Password/), 'wrong-horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
  },
};
