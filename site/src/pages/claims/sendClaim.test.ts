import { ApiError } from '@bikeship/core/api';
import { describe, expect, it } from 'vitest';
import { claimErrorOutcome } from './sendClaim';

describe('what the form says about a refused claim (quote §8: the claim’s error response)', () => {
  it('puts the server’s field errors at their field or list', () => {
    const error = new ApiError('http', 'Invalid claim', 400, [
      {
        propertyName: 'trackingNumber',
        message: 'This tracking number is not a package of the order',
      },
      { propertyName: 'OutsidePics', message: '"x.png" in OutsidePics cannot be accepted' },
    ]);
    expect(claimErrorOutcome(error, '1042')).toEqual({
      kind: 'refused',
      problems: {
        trackingNumber: 'This tracking number is not a package of the order',
        OutsidePics: '"x.png" in OutsidePics cannot be accepted',
      },
    });
  });

  it('says an order that is not the customer’s (404) or not paid (409) at the order number', () => {
    const missing = claimErrorOutcome(new ApiError('http', 'Order not found', 404), '7');
    expect(missing).toMatchObject({
      kind: 'refused',
      problems: { orderId: expect.stringMatching(/^Order 7 is not one of your account's orders/) },
    });
    const unpaid = claimErrorOutcome(
      new ApiError('http', 'Order 7 was not paid for, so it cannot be claimed', 409),
      '7',
    );
    expect(unpaid).toEqual({
      kind: 'refused',
      problems: { orderId: 'Order 7 was not paid for, so it cannot be claimed' },
    });
  });

  it('a lost session, a lost connection and a server failure file nothing and say so', () => {
    expect(claimErrorOutcome(new ApiError('http', 'Unauthorized', 401), '7')).toEqual({
      kind: 'signed-out',
    });
    expect(claimErrorOutcome(new ApiError('network', 'Network request failed'), '7')).toMatchObject(
      {
        kind: 'failed',
        message: expect.stringContaining('check your connection'),
      },
    );
    expect(claimErrorOutcome(new ApiError('http', 'Boom', 500), '7')).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('Nothing was filed'),
    });
  });
});
