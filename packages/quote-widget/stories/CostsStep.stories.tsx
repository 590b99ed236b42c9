import type { RateOption, TripStage } from '@bikeship/core/schemas';
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import CostsStep from '../src/steps/costs/CostsStep';
import { answer } from '../src/testing/fakeApi';
import { landedCostUnclassified } from '../src/testing/fixtures/landedCost';
import {
  boulderToDenverOptions,
  fakeRatesRoutes,
  roadBikeBox,
} from '../src/testing/fixtures/rates';
import { backHomeTrip, toDenverTrip, toVancouverTrip } from '../src/testing/fixtures/trips';
import { QuoteWizard } from '../src/wizard/QuoteWizard';
import { type QuoteWorld, quoteRuntimeLoader, quoteSetup, withQuoteRuntime } from './quoteStory';
import { optionsByPlace, wizardHandlers } from './wizardHandlers';

/**
 * Step 2 in the wizard frame. Each story quotes its trip as step 1 does (the ship store's
 * loadRates on the fake carrier) and opens Costs.
 */
const meta = {
  title: 'quote-widget/Wizard/2 Costs',
  component: CostsStep,
  loaders: [quoteRuntimeLoader],
  decorators: [withQuoteRuntime],
  render: () => <QuoteWizard />,
  parameters: quoteSetup({ handlers: wizardHandlers }),
} satisfies Meta<typeof CostsStep>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

/** Quotes the trips with the road bike box and goes to step 2. */
const quoted =
  (trips: TripStage[]) =>
  async ({ runtime }: QuoteWorld) => {
    runtime.ship.getState().updateSearch({ trips, boxes: [roadBikeBox] });
    await runtime.ship.getState().loadRates();
    runtime.ship.getState().setStep(2);
  };

/** Chooses a speed of stage 1, as the customer does. */
const choose =
  (speed: RegExp): Play =>
  async ({ canvasElement }) => {
    const stage = await within(canvasElement).findByRole('radiogroup', { name: /stage 1/i });
    await userEvent.click(within(stage).getByRole('radio', { name: speed }));
  };

/** A domestic stage's rates, cheapest first, with transit days and dates; no speed chosen. */
export const Rates: Story = { parameters: quoteSetup({ prepare: quoted([toDenverTrip]) }) };

/** A speed chosen: the sub-total follows and Continue is enabled. */
export const SpeedChosen: Story = {
  parameters: quoteSetup({ prepare: quoted([toDenverTrip]) }),
  play: choose(/^Ground/),
};

/** Round-Trip into Canada: rates per stage. */
export const RoundTripRates: Story = {
  parameters: quoteSetup({ prepare: quoted([toVancouverTrip, backHomeTrip]) }),
};

/** International stage with a speed: duty, taxes and the clearance fee of its landed cost. */
export const InternationalLandedCost: Story = {
  parameters: quoteSetup({ prepare: quoted([toVancouverTrip]) }),
  play: async (context) => {
    await choose(/^Worldwide Economy/)(context);
    await within(context.canvasElement).findByText('$260.00');
  },
};

/** The landed cost could not be estimated: a warning in place, the stage can still be ordered. */
export const LandedCostFailed: Story = {
  parameters: quoteSetup({
    handlers: { 'POST /api/GCLandedCost/gcget-landed-cost': () => landedCostUnclassified },
    prepare: quoted([toVancouverTrip]),
  }),
  play: async (context) => {
    await choose(/^Worldwide Economy/)(context);
    await within(context.canvasElement).findByText(/no duties and taxes estimate/i);
  },
};

/** Ground at another price in the new rates, or gone from them. */
const groundAt = (price: number | null): RateOption[] =>
  boulderToDenverOptions.flatMap((option) =>
    option.code !== 5 ? [option] : price === null ? [] : [{ ...option, rate: price }],
  );

/** Ground chosen, then Refresh rates answers `newGround` for it. */
const requote = (newGround: number | null, message: RegExp): Story => ({
  parameters: quoteSetup({
    prepare: async (world) => {
      // A carrier of its own per visit: it counts the story's rate calls from zero.
      const carrier = fakeRatesRoutes((request, call) =>
        call === 0 ? optionsByPlace(request) : [groundAt(newGround)],
      );
      for (const [route, handler] of Object.entries(carrier)) world.api.on(route, handler);
      await quoted([toDenverTrip])(world);
    },
  }),
  play: async (context) => {
    await choose(/^Ground/)(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh rates' }));
    await canvas.findByText(message);
  },
});

/** Requote, unchanged: the price moved by less than $5, the speed stays at its new price. */
export const RequoteUnchanged: Story = requote(67, /rates checked/i);

/** Requote, price changed by $5 or more: a warning with both prices. */
export const RequotePriceChanged: Story = requote(70.5, /price changed/i);

/** Requote, the speed is gone: replaced by the nearest-priced option, and said so. */
export const RequoteSpeedReplaced: Story = requote(null, /speed replaced/i);

/** New rates could not be had: the rates shown stay, a danger notice says so. */
export const RefreshFailed: Story = {
  parameters: quoteSetup({
    prepare: async (world) => {
      await quoted([toDenverTrip])(world);
      world.api.on('GET /api/Rates', () =>
        answer(503, { message: 'The carrier is not answering' }),
      );
    },
  }),
  play: async (context) => {
    await choose(/^Ground/)(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh rates' }));
    await canvas.findByRole('alert');
  },
};

/** Rates being fetched: the wizard says so and the choices wait. */
export const Loading: Story = {
  parameters: quoteSetup({
    prepare: async (world) => {
      await quoted([toDenverTrip])(world);
      world.runtime.ship.getState().setLoading(true);
    },
  }),
};

/** Opened without rates (nothing quoted yet): back to Search first. */
export const NoRatesYet: Story = {
  parameters: quoteSetup({
    prepare: ({ runtime }) => {
      runtime.ship.getState().updateSearch({ trips: [toDenverTrip], boxes: [roadBikeBox] });
      runtime.ship.getState().setStep(2);
    },
  }),
};
