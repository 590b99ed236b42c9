import { searchSchema } from '@bikeship/core/schemas';
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SearchStep from '../src/steps/search/SearchStep';
import { answer } from '../src/testing/fakeApi';
import { CASCADE_GRAN_FONDO } from '../src/testing/fixtures/events';
import { enterAsGuest, seedSearch, signIn } from '../src/testing/fixtures/order';
import { BOULDER, VANCOUVER } from '../src/testing/fixtures/places';
import { roadBikeBox } from '../src/testing/fixtures/rates';
import { savedBoxes } from '../src/testing/fixtures/savedBoxes';
import { QuoteWizard } from '../src/wizard/QuoteWizard';
import {
  pending,
  type QuoteWorld,
  quoteRuntimeLoader,
  quoteSetup,
  withQuoteRuntime,
} from './quoteStory';
import { wizardHandlers } from './wizardHandlers';

/** Step 1 in the wizard frame (progress, notices, loading overlay), on the fake API. */
const meta = {
  title: 'quote-widget/Wizard/1 Search',
  component: SearchStep,
  loaders: [quoteRuntimeLoader],
  decorators: [withQuoteRuntime],
  render: () => <QuoteWizard />,
  parameters: quoteSetup({ handlers: wizardHandlers }),
} satisfies Meta<typeof SearchStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Boulder → Vancouver on Monday 6 July 2026 with a road bike box, for travel; Ada as a guest. */
const fillSearch = ({ runtime }: QuoteWorld) => {
  enterAsGuest(runtime);
  seedSearch(
    runtime,
    searchSchema.parse({
      id: 'story-search',
      purpose: 146,
      trips: [{ from: BOULDER, to: VANCOUVER, shipDate: '2026-07-06' }],
      boxes: [roadBikeBox],
    }),
  );
};

/** Presses Get rates, as the customer does. */
const pressGetRates: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /get rates/i }));
};

/** A fresh search: one stage, the first business day as ship date, no box yet. */
export const Empty: Story = {};

/** Every field filled in for a guest: ready for Get rates. */
export const Filled: Story = { parameters: quoteSetup({ prepare: fillSearch }) };

/** Round-Trip: the return stage is the first reversed (quote §2). */
export const RoundTrip: Story = {
  parameters: quoteSetup({
    prepare: (world) => {
      fillSearch(world);
      const { search } = world.runtime.ship.getState();
      seedSearch(world.runtime, {
        ...search,
        trips: [...search.trips, { from: VANCOUVER, to: BOULDER, shipDate: '2026-07-13' }],
      });
    },
  }),
};

/**
 * On an event's page (`event-code`): the venue and each stage's ship date filled in, the stage's
 * deliver-by day said under its ship date (quote §3 Event).
 */
export const Event: Story = {
  parameters: quoteSetup({
    handlers: wizardHandlers,
    settings: { eventCode: CASCADE_GRAN_FONDO.urlCode },
  }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText(/^Must arrive by /);
  },
};

/** Get rates on an empty form: each missing field says what it needs, under the field. */
export const Errors: Story = {
  play: async (context) => {
    await pressGetRates(context);
    await waitFor(() =>
      expect(context.canvasElement.querySelectorAll('.bs-field-error').length).toBeGreaterThan(0),
    );
  },
};

/** A box outside the carrier's limits: the box's error flags show on their fields. */
export const BoxErrors: Story = {
  parameters: quoteSetup({
    prepare: (world) => {
      fillSearch(world);
      const { search } = world.runtime.ship.getState();
      seedSearch(world.runtime, {
        ...search,
        boxes: [{ ...roadBikeBox, length: 140, weight: 190 }],
      });
    },
  }),
  play: pressGetRates,
};

/** Get rates pressed, the carrier not answered yet: the wizard shows it is getting rates. */
export const Loading: Story = {
  parameters: quoteSetup({
    handlers: { 'POST /api/Rates': pending },
    prepare: fillSearch,
  }),
  play: async (context) => {
    await pressGetRates(context);
    await within(context.canvasElement).findByText(/getting rates/i);
  },
};

/** The rates could not be had: a danger notice in place, nothing typed is lost. */
export const RatesFailed: Story = {
  parameters: quoteSetup({
    handlers: { 'POST /api/Rates': () => answer(503, { message: 'The carrier is not answering' }) },
    prepare: fillSearch,
  }),
  play: async (context) => {
    await pressGetRates(context);
    await within(context.canvasElement).findByRole('alert');
  },
};

/** A registered customer: no guest fields; their recent searches (at most 3) to resume. */
export const RegisteredWithRecentSearches: Story = {
  parameters: quoteSetup({
    handlers: {
      'GET /api/SavedSearch/paged': () => ({
        value: {
          total: 1,
          savedSearches: [
            {
              searchDate: '2026-06-28T15:20:00Z',
              savedSearchId: 41,
              savedSearchCode: 'ss-41',
              from: { postalCode: '80302', city: 'Boulder', state: 'CO', country: 'US' },
              to: { city: 'Vancouver', state: 'BC', country: 'CA' },
              serializedSearchData: JSON.stringify(
                searchSchema.parse({
                  id: 'saved-41',
                  step: 2,
                  trips: [{ from: BOULDER, to: VANCOUVER, shipDate: '2026-07-06' }],
                  boxes: [roadBikeBox],
                }),
              ),
              deleted: false,
            },
          ],
        },
      }),
    },
    prepare: ({ runtime }) => signIn(runtime),
  }),
};

/** A signed-in customer: their saved boxes beside the presets (GET /api/UserPackages). */
export const RegisteredWithSavedBoxes: Story = {
  parameters: quoteSetup({
    handlers: { 'GET /api/UserPackages': () => ({ value: savedBoxes }) },
    prepare: ({ runtime }) => signIn(runtime),
  }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('combobox', { name: 'Your saved boxes' });
  },
};

/** Opens the guest's Sign in. */
const openSignIn: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
  await canvas.findByRole('region', { name: 'Sign in to your bikeship account' });
};

/** A guest pressed Sign in: the login form, in the wizard. */
export const SignInOpen: Story = { play: openSignIn };

/** The login the server refused: the spec's text, both fields marked (shell §8). */
export const SignInRefused: Story = {
  parameters: quoteSetup({
    handlers: {
      'POST /api/Authentication/login': () =>
        answer(401, { message: 'You have entered an invalid username or password' }),
    },
  }),
  play: async (context) => {
    await openSignIn(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(
      canvas.getByLabelText(/^Email/, { selector: '[name="email"]' }),
      'ada@example.com',
    );
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await canvas.findByText('You have entered an invalid username or password');
  },
};
