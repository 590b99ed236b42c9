import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailureBoundary } from './LoadFailureBoundary';

describe('LoadFailureBoundary (a lazy part that cannot be fetched, e.g. after a new release)', () => {
  it('says so in place and offers a reload, instead of an empty element', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const MissingChunk = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <LoadFailureBoundary onReload={onReload}>
        <Suspense fallback={<p>Loading</p>}>
          <MissingChunk />
        </Suspense>
      </LoadFailureBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the page could not load');
    expect(alert.textContent).toContain('your search is kept');
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows its children while nothing fails', () => {
    render(
      <LoadFailureBoundary onReload={() => {}}>
        <p>Step 1</p>
      </LoadFailureBoundary>,
    );
    expect(screen.getByText('Step 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
