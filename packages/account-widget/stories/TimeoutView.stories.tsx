import type { Meta, StoryObj } from '@storybook/preact-vite';
import { AccountStory } from './accountStory';

/** `<bikeship-account view="timeout">` (shell §2 /timeout): logged out for inactivity. */
const meta = {
  title: 'account-widget/Timeout',
  component: AccountStory,
  args: { view: 'timeout' },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};
