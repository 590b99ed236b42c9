import { ShopRuntimeProvider } from '@bikeship/ui';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  contentHandlers,
  orderableFees,
  orderableSearch,
  seedSearch,
} from '../../testing/fixtures/order';
import { createTestRuntime } from '../../testing/renderQuote';
import ContentsStep from './ContentsStep';

/** Step 4 on a search that steps 1–3 filled (domestic, or Boulder → Vancouver). */
function renderContents(options: { international?: boolean; category?: string } = {}) {
  const { runtime, api } = createTestRuntime(contentHandlers);
  const search = orderableSearch({ international: options.international, step: 4 });
  if (options.category !== undefined) {
    search.boxes = search.boxes.map((box) => ({
      ...box,
      category: options.category,
      contents: undefined,
    }));
  }
  seedSearch(runtime, search, orderableFees(options));
  const view = render(
    <ShopRuntimeProvider runtime={runtime}>
      <ContentsStep />
    </ShopRuntimeProvider>,
  );
  return { ...view, runtime, api };
}

const box = (n: number) => screen.getByRole('group', { name: new RegExp(`^Box ${n}`) });

describe('contents step (quote §2 step 4: what is in each box)', () => {
  it('a domestic trip asks what is in the box and a description, with no customs fields', async () => {
    const user = userEvent.setup();
    const { runtime } = renderContents();
    expect(screen.getByRole('heading', { level: 2, name: 'Contents' })).toBeTruthy();
    const first = box(1);
    expect(within(first).queryByLabelText(/HS code/)).toBeNull();
    expect(within(first).queryByLabelText(/Value for customs/)).toBeNull();
    // The contents follow the box's category; the description is the one typed before.
    expect((within(first).getByLabelText(/What is in the box/) as HTMLSelectElement).value).toBe(
      'BIKE',
    );
    const description = within(first).getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Gravel bike, wheels off');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const { search } = runtime.ship.getState();
    expect(search.step).toBe(5);
    expect(search.descriptions).toEqual(['Gravel bike, wheels off']);
    expect(search.boxes[0]?.contents).toEqual({ code: 'BIKE', label: 'Bicycle' });
    expect(search.boxes[0]?.hsCode).toBeUndefined();
  });

  it('a domestic box still needs its contents chosen, shown under the field, and stays on step 4', async () => {
    const user = userEvent.setup();
    const { runtime } = renderContents({ category: '' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const select = within(box(1)).getByLabelText(/What is in the box/);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(within(box(1)).getByText('Choose what is in this box.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/need more details/);
    expect(runtime.ship.getState().search.step).toBe(4);
    // Corrected in place: the error goes as soon as the contents are chosen (the list comes
    // from the form data, through the API loaded on its first call).
    await within(select).findByRole('option', { name: 'Bike parts and accessories' });
    await user.selectOptions(select, 'PARTS');
    expect(within(box(1)).queryByText('Choose what is in this box.')).toBeNull();
  });

  it('messages point the right way: the notice under the boxes sends the customer to the fields marked above', async () => {
    const user = userEvent.setup();
    renderContents({ category: '' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Check the fields marked above.');
    // It is said where it is: after the boxes whose fields it points at.
    expect(box(1).compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an international trip requires the customs fields of each box (HS code, value, customs description)', async () => {
    const user = userEvent.setup();
    const { runtime } = renderContents({ international: true });
    const first = box(1);
    const hsCode = within(first).getByLabelText(/HS code/) as HTMLInputElement;
    const value = within(first).getByLabelText(/Value for customs \(USD\)/) as HTMLInputElement;
    const customs = within(first).getByLabelText(/Description for customs/);
    // The HS code is suggested from the box category (core customs rule); the value is declared.
    expect(hsCode.value).toBe('8712.00');
    expect(value.value).toBe('2000');

    await user.clear(hsCode);
    await user.clear(value);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(runtime.ship.getState().search.step).toBe(4);
    expect(within(first).getByText(/Enter the HS code/)).toBeTruthy();
    expect(within(first).getByText(/Enter what the contents are worth in USD/)).toBeTruthy();
    expect(within(first).getByText(/Describe the contents for customs/)).toBeTruthy();
    // The first field in error has the focus.
    await waitFor(() => expect(document.activeElement).toBe(hsCode));

    await user.type(hsCode, '8712');
    expect(within(first).getByText(/6 to 10 digits/)).toBeTruthy();
    await user.type(hsCode, '.00');
    await user.type(value, '1800');
    await user.type(customs, 'Used road bicycle');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const { search } = runtime.ship.getState();
    expect(search.step).toBe(5);
    expect(search.boxes[0]).toMatchObject({
      hsCode: '8712.00',
      marketValue: 1800,
      commodityCurrencyCode: 'USD',
      insideDescription: 'Used road bicycle',
    });
  });

  it('the suggested HS code follows the contents until the customer types their own', async () => {
    const user = userEvent.setup();
    renderContents({ international: true });
    const first = box(1);
    const contents = within(first).getByLabelText(/What is in the box/);
    const hsCode = within(first).getByLabelText(/HS code/) as HTMLInputElement;
    await within(first).findByRole('option', { name: 'Wheels' });
    await user.selectOptions(contents, 'WHEELS');
    expect(hsCode.value).toBe('8714.99');
    await user.clear(hsCode);
    await user.type(hsCode, '8714.92');
    await user.selectOptions(contents, 'BIKE');
    expect(hsCode.value).toBe('8714.92');
  });

  it('nothing typed is lost: the contents reach the search and the session as typed, before Continue', async () => {
    const user = userEvent.setup();
    const { runtime } = renderContents({ international: true });
    const first = box(1);
    const hsCode = within(first).getByLabelText(/HS code/);
    const value = within(first).getByLabelText(/Value for customs \(USD\)/);
    await user.clear(within(first).getByLabelText('Description'));
    await user.type(within(first).getByLabelText('Description'), 'Gravel bike');
    await user.clear(hsCode);
    await user.type(hsCode, '8714.99');
    await user.clear(value);
    await user.type(value, '1800');
    await user.type(within(first).getByLabelText(/Description for customs/), 'Used road bicycle');

    const { search } = runtime.ship.getState();
    expect(search.step).toBe(4);
    const kept = runtime.session.getState().session?.searches.find(({ id }) => id === search.id);
    for (const typed of [search, kept]) {
      expect(typed?.descriptions).toEqual(['Gravel bike']);
      expect(typed?.boxes[0]).toMatchObject({
        hsCode: '8714.99',
        insideDescription: 'Used road bicycle',
      });
    }
    // The value is read by the steps before (rates, protection): it waits for Continue or Back,
    // never passing through 1, 18 and 180 on the way to 1800.
    expect(search.boxes[0]?.marketValue).toBe(2000);
    await user.click(screen.getByRole('button', { name: 'Back to details' }));
    expect(runtime.ship.getState().search.boxes[0]?.marketValue).toBe(1800);
  });

  it('a customs value the check refuses is not stored, and Continue still refuses invalid contents', async () => {
    const user = userEvent.setup();
    const { runtime } = renderContents({ international: true });
    const first = box(1);
    const value = within(first).getByLabelText(/Value for customs \(USD\)/);
    const hsCode = within(first).getByLabelText(/HS code/);
    await user.clear(value);
    await user.type(value, '0');
    await user.clear(hsCode);
    await user.type(hsCode, '87');
    // The value is read before Contents (rates, protection): the box keeps the one declared.
    // The HS code is stored as typed: only the order reads it, after Continue's check.
    expect(runtime.ship.getState().search.boxes[0]).toMatchObject({
      marketValue: 2000,
      hsCode: '87',
    });

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(runtime.ship.getState().search.step).toBe(4);
    expect(within(first).getByText(/6 to 10 digits/)).toBeTruthy();
    expect(within(first).getByText(/Enter what the contents are worth in USD/)).toBeTruthy();
  });

  it('Back goes to step 3 and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { runtime } = renderContents({ international: true });
    await user.type(within(box(1)).getByLabelText(/Description for customs/), 'Used road bicycle');
    await user.click(screen.getByRole('button', { name: 'Back to details' }));
    const { search } = runtime.ship.getState();
    expect(search.step).toBe(3);
    expect(search.boxes[0]?.insideDescription).toBe('Used road bicycle');
  });
});
