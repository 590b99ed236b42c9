import type { AddressStage } from '@bikeship/core/schemas';
import { describe, expect, it } from 'vitest';
import { recordAnswer, withLateAnswer } from './addressVerification';

const asked: AddressStage = {
  address1: '1500 Pearl St',
  city: 'Boulder',
  state: 'CO',
  postalCode: '80302',
  phone: '303-555-0100',
  avsStatus: { source: 'default' },
};
const answered = recordAnswer(asked, { status: 'success' });

describe('a late verifier answer (nothing typed is lost)', () => {
  it('goes into the address as it is now: what was typed meanwhile stays', () => {
    const now = { ...asked, phone: '720-555-0199', isResidential: true };
    expect(withLateAnswer(now, asked, answered)).toEqual({
      ...now,
      passedAvs: true,
      avsStatus: { source: 'default', status: 'success' },
    });
  });

  it('is dropped when a field the verifier read changed meanwhile: it is about another address', () => {
    expect(withLateAnswer({ ...asked, address1: '1510 Pearl St' }, asked, answered)).toBe(
      undefined,
    );
  });
});
