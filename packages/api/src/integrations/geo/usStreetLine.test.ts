import { describe, expect, it } from 'vitest';
import { isUnitMissing, streetLineProblem } from './usStreetLine';

describe('streetLineProblem (AVS street rules, USPS Pub. 28 forms)', () => {
  it.each([
    '1600 Pennsylvania Ave NW',
    '123A Main St',
    '12-34 Queens Blvd',
    '221 1/2 Elm St',
    'PO Box 123',
    'P.O. Box 77',
    'Post Office Box 9',
    'RR 2 Box 152',
    'HC 1 Box 20',
    'PSC 1234 Box 5678',
    'W180N7860 Town Hall Rd',
    '  1600   Pennsylvania   Ave  ',
  ])('accepts the deliverable form %j', (line) => {
    expect(streetLineProblem(line)).toBeUndefined();
  });

  it.each([[undefined], [''], ['   '], ['Main Street'], ['1600'], ['1600 42']])(
    'answers street_not_found for %j (no line, no house number or no street name)',
    (line) => {
      expect(streetLineProblem(line)).toBe('street_not_found');
    },
  );

  it.each(['0 Main St', '0000 Main St', '12345678 Main St'])(
    'answers out_of_range for the house number of %j',
    (line) => {
      expect(streetLineProblem(line)).toBe('out_of_range');
    },
  );

  it('accepts a six-digit house number', () => {
    expect(streetLineProblem('123456 Main St')).toBeUndefined();
  });
});

describe('isUnitMissing (IsUnitRequired rules)', () => {
  it.each([
    [{ address1: '123 Main St Apt' }, 'a designator ending the street line'],
    [{ address1: '123 Main St Suite #' }, 'a designator and # with nothing after'],
    [{ address1: '123 Main St #' }, 'a bare # ending the street line'],
    [{ address1: '123 Main St', address2: 'Apt' }, 'a secondary line that is only a designator'],
    [{ address1: '123 Main St', address2: 'lot' }, 'a secondary designator of any case'],
    [{ address1: 'PO Box' }, 'a PO box without its number'],
    [{ address1: '500 Sunset Apartments' }, 'a multi-unit building'],
    [{ address1: '12 Harbor Rd', company: 'Harbor Condos' }, 'a multi-unit building as company'],
  ])('is true for %j (%s)', (lines, _reason) => {
    expect(isUnitMissing(lines)).toBe(true);
  });

  it.each([
    [{ address1: '123 Main St' }, 'a house'],
    [{ address1: '123 Main St Apt 4B' }, 'the unit on the street line'],
    [{ address1: '123 Main St', address2: 'Suite 400' }, 'the unit on the secondary line'],
    [{ address1: 'PO Box 12' }, 'a PO box with its number'],
    [{ address1: 'PO Box', address2: '12' }, 'the box number on the secondary line'],
    [{ address1: '500 Sunset Apartments #12' }, 'a multi-unit building with a unit'],
    [{ address1: '500 Sunset Apartments', address2: '3C' }, 'the building unit on line 2'],
    [{ address1: '77 Ocean Key' }, 'a street name ending on a designator-like word'],
    [{ address1: '12 Main St FL' }, 'a state code typed on the street line'],
  ])('is false for %j (%s)', (lines, _reason) => {
    expect(isUnitMissing(lines)).toBe(false);
  });
});
