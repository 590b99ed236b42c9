import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { AccountStory } from './accountStory';

const SHOP = {
  addressId: 11,
  companyName: 'Front Range Cycles',
  firstName: 'Ada',
  lastName: 'Rider',
  address1: '1600 Champa St',
  city: 'Denver',
  state: 'CO',
  postalCode: '80202',
  country: 'United States',
  countryCode: 'US',
  phone: '303-555-0100',
};
const PLACES = {
  'GET /api/FormData/countries': () => ({
    status: 200,
    json: [
      { code: 'US', name: 'United States' },
      { code: 'CA', name: 'Canada' },
    ],
  }),
  'GET /api/FormData/states': () => ({
    status: 200,
    json: [
      { stateprov: 'Colorado', stateprovcode: 'CO' },
      { stateprov: 'Oregon', stateprovcode: 'OR' },
    ],
  }),
};

/** `<bikeship-account view="addresses">` (shell §2 /youraddresses; quote §7 /api/Address). */
const meta = {
  title: 'account-widget/SavedAddresses',
  component: AccountStory,
  args: {
    view: 'addresses',
    signedIn: true,
    routes: { 'GET /api/Address': () => ({ status: 200, json: [SHOP] }), ...PLACES },
  },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Empty: Story = {
  args: { routes: { 'GET /api/Address': () => ({ status: 200, json: [] }), ...PLACES } },
};

/** A new address sent empty: core's address rules under each field. */
export const AddChecked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add an address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
  },
};

/** Editing an address in place. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Edit Front Range Cycles/ }));
  },
};

export const SignedOut: Story = { args: { signedIn: false } };
