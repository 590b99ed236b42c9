import type { AvsResponse, RateOption } from '@bikeship/core/schemas';
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { refreshLandedCosts } from '../src/steps/costs/landedCost';
import DetailsStep from '../src/steps/details/DetailsStep';
import type { FakeHandler } from '../src/testing/fakeApi';
import {
  avsCorrection,
  avsNotCalled,
  avsVerified,
  boulderAddress,
  savedAddresses,
  vancouverAddress,
} from '../src/testing/fixtures/addresses';
import { enterAsGuest, signIn } from '../src/testing/fixtures/order';
import { roadBikeBox } from '../src/testing/fixtures/rates';
import { toVancouverTrip } from '../src/testing/fixtures/trips';
import { QuoteWizard } from '../src/wizard/QuoteWizard';
import { type QuoteWorld, quoteRuntimeLoader, quoteSetup, withQuoteRuntime } from './quoteStory';
import { wizardHandlers } from './wizardHandlers';

/** GET /api/Avs as the embedded verifier answers: 'Bouldr' gets a correction; not outside the US. */
const verifier: FakeHandler = ({ query }): AvsResponse => {
  if (query.get('country') !== 'US') return avsNotCalled;
  return query.get('city') === 'Bouldr' ? avsCorrection : avsVerified;
};

/** Step 3 in the wizard frame, on Boulder → Vancouver quoted and priced as step 2 leaves it. */
const meta = {
  title: 'quote-widget/Wizard/3 Details',
  component: DetailsStep,
  loaders: [quoteRuntimeLoader],
  decorators: [withQuoteRuntime],
  render: () => <QuoteWizard />,
  parameters: quoteSetup({
    handlers: {
      ...wizardHandlers,
      'GET /api/Avs': verifier,
      'GET /api/Address': () => savedAddresses,
    },
  }),
} satisfies Meta<typeof DetailsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Steps 1 and 2 done (the cheapest speed, its landed cost), then step 3 with these details. */
const atDetails =
  (
    options: {
      registered?: boolean;
      from?: typeof boulderAddress;
      to?: typeof vancouverAddress;
    } = {},
  ) =>
  async ({ runtime }: QuoteWorld) => {
    const { ship } = runtime;
    if (options.registered) signIn(runtime);
    else enterAsGuest(runtime);
    ship.getState().updateSearch({ trips: [toVancouverTrip], boxes: [roadBikeBox] });
    await ship.getState().loadRates();
    ship.getState().search.rates.forEach((stage, index) => {
      ship.getState().chooseRate(index, stage.rates[0] as RateOption);
    });
    await refreshLandedCosts(runtime.api, ship);
    if (options.from || options.to) {
      ship
        .getState()
        .updateSearch({ details: [{ from: options.from ?? {}, to: options.to ?? {} }] });
    }
    ship.getState().setStep(2);
    ship.getState().setStep(3);
  };

const pressContinue: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: /continue to contents/i }),
  );
};

/** Prefilled from the places of step 1 and the guest's name; street and phone to type. */
export const Empty: Story = { parameters: quoteSetup({ prepare: atDetails() }) };

/** Both addresses complete. */
export const Filled: Story = {
  parameters: quoteSetup({ prepare: atDetails({ from: boulderAddress, to: vancouverAddress }) }),
};

/** Continue with fields missing: errors under each field and a summary that leads to them. */
export const Errors: Story = {
  parameters: quoteSetup({ prepare: atDetails() }),
  play: pressContinue,
};

/** The verifier suggests a correction ('Bouldr' → Boulder): take it or keep what was typed. */
export const AvsSuggestion: Story = {
  parameters: quoteSetup({
    prepare: atDetails({ from: { ...boulderAddress, city: 'Bouldr' }, to: vancouverAddress }),
  }),
  play: async (context) => {
    await pressContinue(context);
    await within(context.canvasElement).findByRole('region', { name: /did you mean/i });
  },
};

/** A registered customer: their saved addresses are offered for the sides they fit. */
export const RegisteredSavedAddresses: Story = {
  parameters: quoteSetup({ prepare: atDetails({ registered: true }) }),
};

/** A signed-in customer ticked "Save this address" on a side: it joins their book with the order. */
export const RegisteredSaveAddress: Story = {
  parameters: quoteSetup({ prepare: atDetails({ registered: true }) }),
  play: async ({ canvasElement }) => {
    const [save] = await within(canvasElement).findAllByRole('checkbox', {
      name: 'Save this address',
    });
    if (save) await userEvent.click(save);
  },
};
