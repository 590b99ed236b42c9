import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../testing/renderAccount';
import { signedInStorages } from './signedInStorages';

const BIKE_BOX = {
  packageId: 7,
  name: 'Road bike box',
  length: 54,
  width: 8,
  height: 30,
  weight: 42.5,
  linearUnit: 'IN',
  weightUnit: 'LB',
  marketValue: 2400,
};

describe('Saved Boxes (shell §2 /yourboxes; quote §7 GET /api/UserPackages)', () => {
  it('lists the saved boxes with their size, weight and declared value', async () => {
    renderAccount(
      'boxes',
      { 'GET /api/UserPackages': () => ({ value: [BIKE_BOX] }) },
      { storages: signedInStorages() },
    );
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toBe('Road bike box54 × 8 × 30 in, 42.5 lbDeclared value $2,400.00');
  });

  it('says when there are none', async () => {
    renderAccount(
      'boxes',
      { 'GET /api/UserPackages': () => ({ value: [] }) },
      { storages: signedInStorages() },
    );
    expect(await screen.findByText(/You have no saved boxes yet/)).toBeDefined();
  });

  it('a failed load says so in place (quote §8)', async () => {
    renderAccount(
      'boxes',
      { 'GET /api/UserPackages': () => ({ status: 500, json: {} }) },
      { storages: signedInStorages() },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This list could not be loaded.',
    );
  });

  it('signed out: says the page needs a login', async () => {
    renderAccount('boxes');
    expect(await screen.findByText('Log in to see this page.')).toBeDefined();
  });
});
