import {
  PREMIUM_PROTECTION_MAX_COVERAGE,
  PURPOSES_REMOVING_SPEED,
  REMOVED_SPEED_CODE,
} from '@bikeship/core/constants';
import { addressProblemsOf, isAddressFilled } from '@bikeship/core/rules';
import type {
  AddressStage,
  FieldError,
  OrderStage,
  RateRequest,
  RateRequestAddress,
  TemporaryOrderRequest,
} from '@bikeship/core/schemas';
import { HttpError } from '../http/httpError';
import { STATES_BY_COUNTRY } from '../referenceData/statesAndProvinces';
import { addressFieldErrors } from './addressChecks';

/**
 * The checks a temporary order (POST /api/Order) passes before anything is rated or stored,
 * beyond what the core schema checks, and the rate request the server re-rates it with.
 * Field names follow the schema's paths (`stages.0.fromAddress`), like every other 400.
 */

const FILLED_MESSAGE =
  'Fill in country, first and last name, street, city, state (US), postal code and phone';

/**
 * The core checks of a filled step-3 address (`addressProblemsOf`, the wizard's): where its side
 * was quoted, a state of the country's list, the postal code's and the phone's format.
 */
function addressErrors(
  side: RateRequestAddress,
  address: AddressStage,
  path: string,
): FieldError[] {
  const countryCode = side.countryCode.trim().toUpperCase();
  const quoted = { countryCode, postalCode: side.postalCode ?? '' };
  const problems = addressProblemsOf(address, quoted, STATES_BY_COUNTRY[countryCode] ?? []);
  return addressFieldErrors(problems, quoted, path);
}

function stageErrors(stage: OrderStage, index: number): FieldError[] {
  const path = `stages.${index}`;
  const errors: FieldError[] = [];
  if (stage.stage !== index + 1) {
    errors.push({
      propertyName: `${path}.stage`,
      message: `Stages are numbered 1, 2, 3… in order: this one should be ${index + 1}`,
    });
  }
  for (const [side, address, quoted] of [
    ['fromAddress', stage.fromAddress, stage.from],
    ['toAddress', stage.toAddress, stage.to],
  ] as const) {
    if (!isAddressFilled(address)) {
      errors.push({ propertyName: `${path}.${side}`, message: FILLED_MESSAGE });
    } else {
      errors.push(...addressErrors(quoted, address, `${path}.${side}`));
    }
  }
  return errors;
}

/**
 * 400 with every field at fault: both addresses of every stage filled (core `isAddressFilled`)
 * and passing the wizard's address checks, stages numbered in order, coverage within the
 * protection limit.
 */
export function checkTemporaryOrder(request: TemporaryOrderRequest): void {
  const errors = request.stages.flatMap(stageErrors);
  request.packages.forEach((pkg, index) => {
    if (pkg.coverage > PREMIUM_PROTECTION_MAX_COVERAGE) {
      errors.push({
        propertyName: `packages.${index}.coverage`,
        message: `Premium protection covers at most $${PREMIUM_PROTECTION_MAX_COVERAGE.toLocaleString('en-US')} per box`,
      });
    }
  });
  if (errors.length > 0) throw new HttpError(400, 'The order is incomplete', errors);
}

/** A side as rated: the residential surcharge follows the step-3 address when it says. */
function ratedSide(side: RateRequestAddress, address: AddressStage): RateRequestAddress {
  return { ...side, isResidential: address.isResidential ?? side.isResidential };
}

/**
 * The rate request the server prices the order with: the quoted stages and packages, the
 * step-3 residential flags, nothing the client says about prices.
 */
export function rateRequestOf(request: TemporaryOrderRequest): RateRequest {
  return {
    shipMode: request.shipMode,
    stages: request.stages.map(({ rateCode: _rateCode, fromAddress, toAddress, ...stage }) => ({
      ...stage,
      from: ratedSide(stage.from, fromAddress),
      to: ratedSide(stage.to, toAddress),
    })),
    packages: request.packages.map(
      ({ category: _c, outsideDescription: _o, insideDescription: _i, hsCode: _h, ...pkg }) => pkg,
    ),
  };
}

/** Speeds the rates leave out for this purpose (quote §7: 8 for purposes 146 and 149). */
export function removedSpeedsFor(purpose: number | undefined): number[] {
  return purpose !== undefined && PURPOSES_REMOVING_SPEED.includes(purpose)
    ? [REMOVED_SPEED_CODE]
    : [];
}
