import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { AccountStory } from './accountStory';

const record = (id: number, from: string, to: string) => ({
  searchDate: '2026-11-20T10:00:00Z',
  savedSearchId: id,
  savedSearchCode: `code-${id}`,
  from: { city: from },
  to: { city: to },
  serializedSearchData: JSON.stringify({ id: `search-${id}`, step: 2 }),
});
const PAGE = 'GET /api/SavedSearch/paged';
const SEARCHES = [record(1, 'Boulder', 'Bend'), record(2, 'Denver', 'Moab')];

/** `<bikeship-account view="searches">` (shell §2 /yoursearches; quote §2 resume). */
const meta = {
  title: 'account-widget/SavedSearches',
  component: AccountStory,
  args: {
    view: 'searches',
    signedIn: true,
    routes: { [PAGE]: () => ({ value: { savedSearches: SEARCHES, total: 2 } }) },
  },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Empty: Story = {
  args: { routes: { [PAGE]: () => ({ value: { savedSearches: [], total: 0 } }) } },
};

/** The server could not delete the search: said beside it, the search kept. */
export const DeleteFailed: Story = {
  args: {
    routes: {
      [PAGE]: () => ({ value: { savedSearches: SEARCHES, total: 2 } }),
      'DELETE /api/SavedSearch/1': () => ({ status: 500, json: {} }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Boulder → Bend' }));
    await canvas.findByRole('alert');
  },
};

export const SignedOut: Story = { args: { signedIn: false } };
