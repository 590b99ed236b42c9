import {
  BOX_MAX_LENGTH_IN,
  BOX_MAX_LENGTH_PLUS_GIRTH_IN,
  BOX_MAX_MARKET_VALUE,
  BOX_MAX_WEIGHT_LB,
  BOX_MIN_DIMENSION_IN,
  BOX_MIN_WEIGHT_LB,
  PREMIUM_PROTECTION_MAX_COVERAGE,
} from '@bikeship/core/constants';
import { type BoxErrorFlags, validateBox } from '@bikeship/core/rules';
import type { FieldError, RateRequest } from '@bikeship/core/schemas';
import { HttpError } from '../http/httpError';

/**
 * The box error flags a rate request can raise, with the request field each one names and the
 * message shown. Name and category are not part of a rate request (the wizard checks them), so
 * their flags are not read here. `dimensional` keeps the box error flag's own name (quote §3):
 * it is about three fields at once.
 */
const PACKAGE_CHECKS: readonly { flag: keyof BoxErrorFlags; field: string; message: string }[] = [
  {
    flag: 'length',
    field: 'length',
    message: `The length must be from ${BOX_MIN_DIMENSION_IN} to ${BOX_MAX_LENGTH_IN} in`,
  },
  {
    flag: 'width',
    field: 'width',
    message: `The width must be from ${BOX_MIN_DIMENSION_IN} to ${BOX_MAX_LENGTH_IN} in`,
  },
  {
    flag: 'height',
    field: 'height',
    message: `The height must be from ${BOX_MIN_DIMENSION_IN} to ${BOX_MAX_LENGTH_IN} in`,
  },
  {
    flag: 'weight',
    field: 'weight',
    message: `The weight must be from ${BOX_MIN_WEIGHT_LB} to ${BOX_MAX_WEIGHT_LB} lb`,
  },
  {
    flag: 'dimensional',
    field: 'dimensional',
    message: `The longest side plus twice the other two must be at most ${BOX_MAX_LENGTH_PLUS_GIRTH_IN} in`,
  },
  {
    flag: 'marketValue',
    field: 'value',
    message: `The declared value must be from $0 to $${BOX_MAX_MARKET_VALUE.toLocaleString('en-US')}`,
  },
  {
    flag: 'premiumProtection',
    field: 'coverage',
    message: `Coverage must not exceed the declared value or $${PREMIUM_PROTECTION_MAX_COVERAGE.toLocaleString('en-US')}`,
  },
];

/**
 * Refuses a rate request whose boxes break the carrier bounds, with the core box validation
 * rule (the same the wizard shows): 400 with `packages.{i}.{field}` for every flag raised.
 * Metric boxes are converted to inches and pounds first by the rule itself.
 */
export function assertPackagesWithinBounds(request: RateRequest): void {
  const errors: FieldError[] = [];
  request.packages.forEach((item, index) => {
    const flags = validateBox(
      {
        length: item.length,
        width: item.width,
        height: item.height,
        weight: item.weight,
        marketValue: item.value,
        premiumProtection: { coverage: item.coverage, cost: item.protectionFee },
      },
      item,
    );
    for (const check of PACKAGE_CHECKS) {
      if (flags[check.flag]) {
        errors.push({ propertyName: `packages.${index}.${check.field}`, message: check.message });
      }
    }
  });
  if (errors.length > 0) {
    throw new HttpError(400, errors[0]?.message ?? 'A box is out of bounds', errors);
  }
}
