import type { RateOption } from '@bikeship/core/schemas';
import { createMemoryStorage } from '@bikeship/core/stores';
import { addTranslation, ShopRuntimeProvider } from '@bikeship/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi, FAKE_API_BASE } from '../testing/fakeApi';
import { createTestRuntime, renderQuote } from '../testing/renderQuote';
import { QuoteWidget } from './QuoteWidget';
import { QuoteWizard } from './QuoteWizard';
import { useWizardEvents } from './useWizardEvents';
import { wizardMessages } from './wizardMessages';

function WizardEventsProbe() {
  useWizardEvents();
  return null;
}

const rate = (price: number): RateOption => ({
  name: 'Ground',
  shortName: 'GND',
  code: 3,
  rate: price,
  selected: false,
  transitDays: 4,
  upsTransitDays: 4,
  residentialFee: 0,
  packages: [],
});

const shipNotice = {
  name: 'holiday-pickups',
  page: 'ship',
  pages: [2],
  type: 'alert-warning',
  expletive: 'Heads up!',
  message: 'No pickups on Thanksgiving.',
  dismissable: true,
  active: true,
};

describe('the wizard frame (quote §2)', () => {
  it('shows the five steps with the current one marked', () => {
    renderQuote(<QuoteWizard />);
    const steps = within(screen.getByRole('navigation', { name: 'Quote steps' }));
    expect(
      steps.getAllByRole('listitem').map((item) => item.textContent?.replace(/\d/, '').trim()),
    ).toEqual(['Search', 'Costs', 'Details', 'Contents', 'Payment']);
    expect(steps.getByText('Search').closest('[aria-current]')?.getAttribute('aria-current')).toBe(
      'step',
    );
  });

  it('loads a later step when the wizard reaches it, and offers the way back', async () => {
    const { runtime } = renderQuote(<QuoteWizard />);
    runtime.ship.getState().setStep(2);
    const steps = within(screen.getByRole('navigation', { name: 'Quote steps' }));
    await userEvent.click(await steps.findByRole('button', { name: /Search/ }));
    expect(runtime.ship.getState().search.step).toBe(1);
  });

  it('the second tap of a double tap is no second press: it does not press what the next step has under the finger', async () => {
    const { runtime } = renderQuote(<QuoteWizard />);
    act(() => runtime.ship.getState().setStep(2));
    const back = await screen.findByRole('button', { name: 'Back to search' });
    fireEvent.click(back, { detail: 2 });
    expect(runtime.ship.getState().search.step).toBe(2);
    fireEvent.click(back, { detail: 1 });
    expect(runtime.ship.getState().search.step).toBe(1);
  });

  it('a paid search is done: the progress list offers no way back into its steps', async () => {
    const { runtime } = renderQuote(<QuoteWizard />);
    act(() => runtime.ship.getState().setStep(4));
    const steps = within(screen.getByRole('navigation', { name: 'Quote steps' }));
    expect(steps.getAllByRole('button')).toHaveLength(3);
    act(() =>
      runtime.ship.getState().orderPaid({ orderId: 7, total: 117.8, email: 'ada@example.com' }),
    );
    await waitFor(() => expect(steps.queryAllByRole('button')).toHaveLength(0));
    expect(steps.getByText('Contents').closest('[aria-current]')).toBeTruthy();
  });

  it('tells the page about each step change (bikeship:step) and each set of rates (bikeship:quote)', () => {
    const { runtime, events } = renderQuote(
      <>
        <WizardEventsProbe />
        <QuoteWizard />
      </>,
    );
    const seen: [string, unknown][] = [];
    for (const name of ['bikeship:step', 'bikeship:quote']) {
      events.addEventListener(name, (event) => seen.push([name, (event as CustomEvent).detail]));
    }
    runtime.ship.getState().setStep(2);
    runtime.ship.getState().updateSearch({
      rates: [
        { stage: 1, pickupFee: 5, rates: [rate(42.5), rate(80)] },
        { stage: 2, pickupFee: 5, rates: [rate(39)] },
      ],
    });
    expect(seen).toEqual([
      ['bikeship:step', { step: 2, previousStep: 1 }],
      ['bikeship:quote', { stages: 2, cheapestPerStage: [42.5, 39] }],
    ]);
  });

  it('shows a notice aimed at one step only on that step, and lets the user dismiss it', async () => {
    const { runtime } = renderQuote(<QuoteWizard />, {
      'GET /api/Alerts/time/:time': () => [shipNotice],
    });
    await runtime.notices.getState().loadCurrent();
    expect(screen.queryByText('No pickups on Thanksgiving.')).toBeNull();
    runtime.ship.getState().setStep(2);
    expect(await screen.findByText('No pickups on Thanksgiving.')).toBeTruthy();
    expect(screen.getByText('Heads up!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('No pickups on Thanksgiving.')).toBeNull();
  });
});

/** The wizard's live region: what a screen reader is told of a step change. */
const stepAnnouncement = () =>
  screen.getAllByRole('status').find((region) => !region.closest('section'));

describe('a step change, for keyboard and screen-reader users (WCAG 2.4.3, 4.1.3)', () => {
  it('takes no focus and announces nothing when the wizard first shows', async () => {
    renderQuote(<QuoteWizard />);
    const heading = await screen.findByRole('heading', { name: 'Get a shipping quote' });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(document.body);
    expect(stepAnnouncement()?.textContent).toBe('');
  });

  it("moves the focus to the new step's heading when the customer changes the step, and says which step it is", async () => {
    const { runtime } = renderQuote(<QuoteWizard />);
    const user = userEvent.setup();
    // The customer is in the wizard: the focus on its Get rates, which the step change removes.
    screen.getByRole('button', { name: 'Get rates' }).focus();
    act(() => runtime.ship.getState().setStep(2));
    const costs = await screen.findByRole('heading', { name: 'Costs', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(costs));
    expect(stepAnnouncement()?.textContent).toBe('Step 2 of 5: Costs');

    // Back through the progress list: the Search heading, announced.
    const steps = within(screen.getByRole('navigation', { name: 'Quote steps' }));
    await user.click(steps.getByRole('button', { name: /Search/ }));
    const search = await screen.findByRole('heading', { name: 'Get a shipping quote' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(stepAnnouncement()?.textContent).toBe('Step 1 of 5: Search');
  });

  it('leaves the focus where the visitor is when the wizard changes the step by itself (a search resumed on load), and announces it', async () => {
    const outside = document.createElement('input');
    outside.setAttribute('aria-label', "The partner's own search");
    document.body.append(outside);
    try {
      const { runtime } = renderQuote(<QuoteWizard />);
      outside.focus();
      act(() => runtime.ship.getState().setStep(2));
      expect(await screen.findByRole('heading', { name: 'Costs', level: 2 })).toBeTruthy();
      await waitFor(() => expect(stepAnnouncement()?.textContent).toBe('Step 2 of 5: Costs'));
      expect(document.activeElement).toBe(outside);

      // Nobody has been in the wizard: the focus stays on the page, which does not scroll to it.
      outside.blur();
      act(() => runtime.ship.getState().setStep(1));
      await screen.findByRole('heading', { name: 'Get a shipping quote' });
      expect(document.activeElement).toBe(document.body);
    } finally {
      outside.remove();
    }
  });

  it("focuses and announces the first step of a wizard the customer has just opened (the quote box's Get rates)", async () => {
    // The box had the rates: the wizard opens on Costs, the box's Get rates gone with the box.
    const { runtime } = createTestRuntime();
    runtime.ship.getState().setStep(2);
    render(
      <ShopRuntimeProvider runtime={runtime}>
        <QuoteWizard openedByCustomer />
      </ShopRuntimeProvider>,
    );
    const costs = await screen.findByRole('heading', { name: 'Costs', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(costs));
    expect(stepAnnouncement()?.textContent).toBe('Step 2 of 5: Costs');
  });
});

describe("the widget's content in the element's locale (DESIGN.md §5)", () => {
  afterEach(() => wizardMessages.translations.delete('fr'));

  it('carries the locale as its lang, and speaks it through the catalogues', async () => {
    addTranslation(wizardMessages, 'fr', { Search: 'Recherche' });
    const api = createFakeApi({ 'GET /api/Alerts/time/:time': () => [] });
    const storage = createMemoryStorage();
    render(
      <QuoteWidget
        options={{
          apiBase: FAKE_API_BASE,
          fetch: api.fetch,
          storages: { local: storage, tab: createMemoryStorage(), consent: storage },
          settings: { units: 'imperial', locale: 'fr-CA' },
        }}
      />,
    );
    const steps = within(await screen.findByRole('navigation', { name: 'Quote steps' }));
    const current = await steps.findByText('Recherche');
    expect(current.closest('.bs-widget')?.getAttribute('lang')).toBe('fr-CA');
  });
});
