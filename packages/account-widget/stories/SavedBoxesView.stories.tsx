import type { Meta, StoryObj } from '@storybook/preact-vite';
import { AccountStory } from './accountStory';

const BOXES = [
  {
    packageId: 7,
    name: 'Road bike box',
    length: 54,
    width: 8,
    height: 30,
    weight: 42.5,
    linearUnit: 'IN',
    weightUnit: 'LB',
    marketValue: 2400,
  },
  {
    packageId: 8,
    name: 'Wheel bag',
    length: 75,
    width: 20,
    height: 75,
    weight: 6,
    linearUnit: 'CM',
    weightUnit: 'KG',
  },
];

/** `<bikeship-account view="boxes">` (shell §2 /yourboxes; quote §7 GET /api/UserPackages). */
const meta = {
  title: 'account-widget/SavedBoxes',
  component: AccountStory,
  args: {
    view: 'boxes',
    signedIn: true,
    routes: { 'GET /api/UserPackages': () => ({ value: BOXES }) },
  },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Empty: Story = {
  args: { routes: { 'GET /api/UserPackages': () => ({ value: [] }) } },
};

/** The load failed: said in place, with Try again. */
export const LoadFailed: Story = {
  args: { routes: { 'GET /api/UserPackages': () => ({ status: 500, json: {} }) } },
};

export const SignedOut: Story = { args: { signedIn: false } };
