import { searchSchema } from '@bikeship/core/schemas';
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { fn, userEvent, within } from 'storybook/test';
import { QuoteBox } from '../src/quoteBox/QuoteBox';
import { answer } from '../src/testing/fakeApi';
import { CASCADE_GRAN_FONDO } from '../src/testing/fixtures/events';
import { seedSearch, signIn } from '../src/testing/fixtures/order';
import { BOULDER, VANCOUVER } from '../src/testing/fixtures/places';
import { roadBikeBox } from '../src/testing/fixtures/rates';
import { type QuoteWorld, quoteRuntimeLoader, quoteSetup, withQuoteRuntime } from './quoteStory';
import { wizardHandlers } from './wizardHandlers';

/** `<bikeship-quote-box>`'s compact step 1, on the fake API. `onContinue` opens the wizard. */
const meta = {
  title: 'quote-widget/QuoteBox',
  component: QuoteBox,
  loaders: [quoteRuntimeLoader],
  decorators: [withQuoteRuntime],
  args: { onContinue: fn() },
  parameters: quoteSetup({ handlers: wizardHandlers }),
} satisfies Meta<typeof QuoteBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Boulder → Vancouver on Monday 6 July 2026 with a road bike box. */
const fillBox = ({ runtime }: QuoteWorld) =>
  seedSearch(
    runtime,
    searchSchema.parse({
      id: 'story-box',
      trips: [{ from: BOULDER, to: VANCOUVER, shipDate: '2026-07-06' }],
      boxes: [roadBikeBox],
    }),
  );

const pressGetRates: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /get rates/i }));
};

export const Empty: Story = {};

export const Filled: Story = { parameters: quoteSetup({ prepare: fillBox }) };

/** On an event organiser's page (`event-code`): the event's venue and dates come prefilled. */
export const EventPrefilled: Story = {
  parameters: quoteSetup({ settings: { eventCode: CASCADE_GRAN_FONDO.urlCode } }),
};

/** Metric units (`units="metric"`). */
export const Metric: Story = { parameters: quoteSetup({ settings: { units: 'metric' } }) };

/** Get rates on an empty box: each missing field says what it needs. */
export const Errors: Story = { play: pressGetRates };

/**
 * A signed-in customer (the box asks for rates at once; a guest first gives name and email in
 * the wizard) whose rates could not be had: shown in the box, nothing typed is lost.
 */
export const RatesFailed: Story = {
  parameters: quoteSetup({
    handlers: { 'POST /api/Rates': () => answer(503, { message: 'The carrier is not answering' }) },
    prepare: (world) => {
      signIn(world.runtime);
      fillBox(world);
    },
  }),
  play: async (context) => {
    await pressGetRates(context);
    await within(context.canvasElement).findByRole('alert');
  },
};
