import type { BrowserStorages } from '@bikeship/core/stores';
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { AccountWidget } from '../src/account/AccountWidget';
import {
  ADA,
  FAKE_API_BASE,
  type FakeAnswer,
  fakeAuthApi,
  fakeToken,
  memoryStorages,
  type SeenRequest,
} from '../src/testing/renderAccount';
import { signedInStorages } from '../src/testing/signedInStorages';

/** The change-password view, signed in (a session in local storage) or not. */
function ChangePasswordStory(props: {
  signedIn: boolean;
  routes?: Record<string, (request: SeenRequest) => FakeAnswer>;
}) {
  const api = fakeAuthApi(props.routes ?? {});
  const storages: BrowserStorages = props.signedIn ? signedInStorages() : memoryStorages();
  return (
    <AccountWidget
      view="change-password"
      options={{
        apiBase: FAKE_API_BASE,
        fetch: api.fetch,
        storages,
        settings: { locale: 'en-US' },
      }}
    />
  );
}

/** `<bikeship-account view="change-password">`: current, new and confirmed password. */
const meta = {
  title: 'account-widget/ChangePassword',
  component: ChangePasswordStory,
  args: {
    signedIn: true,
    routes: {
      'POST /api/Authentication/change-password': () => ({ token: fakeToken() }),
      'GET /api/User': () => ({ value: ADA }),
    },
  },
} satisfies Meta<typeof ChangePasswordStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const change = async (
  canvasElement: HTMLElement,
  current: string,
  next: string,
  confirmation = next,
) => {
  const canvas = within(canvasElement);
  if (current) await userEvent.type(await canvas.findByLabelText(/^Current password/), current);
  if (next) await userEvent.type(canvas.getByLabelText(/^New password/), next);
  if (confirmation)
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
};

/** Signed in: the empty form. */
export const Form: Story = {};

/** Sent empty: every field required. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText(/^Current password/);
    await change(canvasElement, '', '', '');
  },
};

/** The confirmation differs. */
export const Mismatch: Story = {
  play: ({ canvasElement }) => change(canvasElement, 'old-secret', 'new-horse', 'new-hoarse'),
};

/** The server refuses the current password: against its field. */
export const WrongCurrentPassword: Story = {
  args: {
    routes: {
      'POST /api/Authentication/change-password': () => ({
        status: 400,
        json: {
          errors: [
            { propertyName: 'currentPassword', message: 'Your current password is not correct' },
          ],
        },
      }),
    },
  },
  play: ({ canvasElement }) => change(canvasElement, 'wrong', 'new-secret-horse'),
};

/** Too many attempts (429): how long to wait. */
export const TooManyAttempts: Story = {
  args: {
    routes: {
      'POST /api/Authentication/change-password': () => ({
        status: 429,
        json: { message: 'Too many password change attempts.', retryAfterSeconds: 900 },
      }),
    },
  },
  play: ({ canvasElement }) => change(canvasElement, 'guess', 'new-secret-horse'),
};

/** Changed: the customer stays signed in with the new session. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    await change(canvasElement, 'old-secret', 'new-secret-horse');
    await within(canvasElement).findByText(/Your password has been changed/);
  },
};

/** Signed out: says so, with a link to the login. */
export const SignedOut: Story = { args: { signedIn: false } };
