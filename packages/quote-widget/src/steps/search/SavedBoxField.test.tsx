import { toInches, toPounds } from '@bikeship/core/rules';
import { ShopRuntimeProvider } from '@bikeship/ui';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '../../testing/fakeApi';
import { signIn } from '../../testing/fixtures/order';
import { savedBoxes } from '../../testing/fixtures/savedBoxes';
import { searchStepRoutes } from '../../testing/fixtures/search';
import { createTestRuntime } from '../../testing/renderQuote';
import SearchStep from './SearchStep';

const routes: Record<string, FakeHandler> = {
  ...searchStepRoutes,
  'GET /api/UserPackages': () => ({ value: savedBoxes }),
  'GET /api/SavedSearch/paged': () => ({ value: { savedSearches: [], total: 0 } }),
};

function renderStep(signedIn: boolean) {
  const { runtime, api } = createTestRuntime(routes);
  if (signedIn) signIn(runtime);
  render(
    <ShopRuntimeProvider runtime={runtime}>
      <SearchStep />
    </ShopRuntimeProvider>,
  );
  return { runtime, api, user: userEvent.setup() };
}

const box1 = () => within(screen.getByRole('group', { name: 'Box 1' }));
const fieldValue = (label: string | RegExp) =>
  (box1().getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

describe('step 1 Search: a signed-in customer’s saved boxes (quote §6, §7 GET /api/UserPackages)', () => {
  it('are offered beside the presets, and choosing one fills the box in the units shown', async () => {
    const { api, user } = renderStep(true);
    const picker = (await box1().findByLabelText('Your saved boxes')) as HTMLSelectElement;
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a saved box', 'My Trek travel case', 'Race wheels bag']);
    await user.selectOptions(picker, 'My Trek travel case');
    expect(fieldValue(/^Box/)).toBe('My Trek travel case');
    expect(fieldValue(/^Length/)).toBe('52');
    expect(fieldValue(/^Width/)).toBe('11');
    expect(fieldValue(/^Height/)).toBe('33');
    expect(fieldValue(/^Weight/)).toBe('44');
    expect(fieldValue(/^What is in it/)).toBe('BIKE');
    expect(fieldValue(/^Declared value/)).toBe('2400');
    expect(picker.value).toBe('31');
    // A box saved in centimetres comes in the inches shown (the core conversion, quote §5).
    await user.selectOptions(picker, 'Race wheels bag');
    expect(fieldValue(/^Length/)).toBe(String(toInches(75, 'CM')));
    expect(fieldValue(/^Weight/)).toBe(String(toPounds(6, 'KG')));
    expect(fieldValue(/^What is in it/)).toBe('WHEELS');
    // A box added later is offered them too.
    await user.click(screen.getByRole('button', { name: 'Add a box' }));
    await waitFor(() => expect(screen.getAllByLabelText('Your saved boxes')).toHaveLength(2));
    expect(api.requestsTo('GET /api/UserPackages').length).toBeGreaterThan(0);
  });

  it('a guest is offered none and none are asked for', async () => {
    const { api } = renderStep(false);
    await waitFor(() => expect(box1().getByLabelText(/^Box/).textContent).toContain('Custom'));
    expect(screen.queryByLabelText('Your saved boxes')).toBeNull();
    expect(api.requestsTo('GET /api/UserPackages')).toHaveLength(0);
  });

  it('a failed load says so where the boxes would be; the presets still work', async () => {
    const { runtime } = createTestRuntime({
      ...routes,
      'GET /api/UserPackages': () => ({ status: 503, json: { message: 'Service Unavailable' } }),
    });
    signIn(runtime);
    render(
      <ShopRuntimeProvider runtime={runtime}>
        <SearchStep />
      </ShopRuntimeProvider>,
    );
    expect(await box1().findByText('Your saved boxes could not be loaded.')).toBeTruthy();
    expect(box1().getByLabelText(/^Box/).textContent).toContain('Bike shop box (standard)');
  });
});
