import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { FAKE_API_BASE, fakeAuthApi, memoryStorages } from '../src/testing/renderAccount';
import { signedInStorages } from '../src/userMenu/renderUserMenu';
import { UserMenu } from '../src/userMenu/UserMenu';
import type { UserMenuPages } from '../src/userMenu/userMenuOptions';

/** `<bikeship-user-menu>`'s tree on the fake API: signed in or not, its pages configured or not. */
function UserMenuStory(props: { signedIn: boolean; pages?: UserMenuPages }) {
  const api = fakeAuthApi({});
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '36rem' }}>
      <UserMenu
        pages={props.pages ?? {}}
        options={{
          apiBase: FAKE_API_BASE,
          fetch: api.fetch,
          storages: props.signedIn ? signedInStorages() : memoryStorages(),
          settings: { locale: 'en-US' },
        }}
      />
    </div>
  );
}

/** `<bikeship-user-menu>` (shell §2): the account button of a partner's header. */
const meta = {
  title: 'account-widget/User menu',
  component: UserMenuStory,
  args: { signedIn: false },
} satisfies Meta<typeof UserMenuStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, name: string) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name }));

/** Logged out, closed. */
export const LoggedOut: Story = {};

/** Logged out, open: the benefits and the login form. */
export const LoggedOutOpen: Story = {
  play: ({ canvasElement }) => open(canvasElement, 'Log In or Register'),
};

/** Logged in, open: who, the Edit link, the account's links and Log Out. */
export const LoggedInOpen: Story = {
  args: { signedIn: true },
  play: ({ canvasElement }) => open(canvasElement, 'My Account'),
};

/** Logged in with the partner's pages: the links are real links there. */
export const LoggedInWithPages: Story = {
  args: {
    signedIn: true,
    pages: { accountPage: '/account', shipPage: '/ship' },
  },
  play: ({ canvasElement }) => open(canvasElement, 'My Account'),
};
