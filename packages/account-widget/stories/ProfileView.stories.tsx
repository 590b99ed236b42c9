import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { ADA_USER } from '../src/saved/signedInStorages';
import { AccountStory } from './accountStory';

/** `<bikeship-account view="profile">` (shell §2, §3, §7). */
const meta = {
  title: 'account-widget/Profile',
  component: AccountStory,
  args: {
    view: 'profile',
    signedIn: true,
    routes: {
      'GET /api/User': () => ({ value: ADA_USER }),
      'PUT /api/User': (request) => ({
        value: { ...ADA_USER, ...(request.body as Record<string, unknown>) },
      }),
    },
  },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const save = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Save profile' }));
};

export const Filled: Story = {};

/** Saved: the success notice. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await within(canvasElement).findByText('Your profile is saved.');
  },
};

/** The server refused the phone: its message under the field. */
export const ServerFieldError: Story = {
  args: {
    routes: {
      'GET /api/User': () => ({ value: ADA_USER }),
      'PUT /api/User': () => ({
        status: 400,
        json: { errors: [{ propertyName: 'phoneNumber', message: 'Enter a phone number.' }] },
      }),
    },
  },
  play: ({ canvasElement }) => save(canvasElement),
};

/** A visitor: the page needs a login. */
export const SignedOut: Story = { args: { signedIn: false } };
