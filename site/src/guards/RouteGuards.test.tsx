import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeByName } from '../routes/routeTable';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';
import { RouteGuards } from './RouteGuards';

describe('the route guards (shell §6, §8)', () => {
  it('an unknown guard name is the error page with a 500 "Unknown middleware"', () => {
    const about = routeByName('aboutus');
    if (!about) throw new Error('the map has /aboutus');
    const onError = vi.fn();
    // React logs the error it caught; the page is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/aboutus']}>
        <RouteErrorBoundary onError={onError}>
          <RouteGuards route={{ ...about, guards: ['checkVersion', 'nosuchguard'] }}>
            <p>About us</p>
          </RouteGuards>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.queryByText('About us')).toBeNull();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText(/seems to give a 500 error/)).toBeTruthy();
    expect(screen.getByText('Unknown middleware')).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a page whose guards are all known is shown', () => {
    const about = routeByName('aboutus');
    if (!about) throw new Error('the map has /aboutus');
    render(
      <MemoryRouter initialEntries={['/aboutus']}>
        <RouteGuards route={{ ...about, guards: ['checkVersion', 'auth'] }}>
          <p>About us</p>
        </RouteGuards>
      </MemoryRouter>,
    );
    expect(screen.getByText('About us')).toBeTruthy();
  });
});
