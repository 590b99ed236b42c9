import type { AddressStage, AvsResponse, AvsResult } from '@bikeship/core/schemas';
import { translatorOf } from '../messages/catalogue';
import { addressMessages } from './addressMessages';
import type { AddressField } from './addressValidation';

/**
 * What the customer sees of an address verification (GET /api/Avs, quote §3 AVS). The verifier
 * answers success (the address is known), a correction to offer ('check_on_address_replace'
 * with the corrected address), or a result code saying what is wrong.
 */
export type AvsOutcome =
  | { kind: 'verified' }
  | { kind: 'suggestion'; suggested: AddressStage }
  /** Something the customer should fix, shown under `field`; some may be kept anyway. */
  | { kind: 'problem'; field: AddressField; message: string; canKeep: boolean }
  /** The verifier could not answer: the customer goes on with the address as typed. */
  | { kind: 'unavailable' };

/** Results the customer cannot act on: the verifier itself failed. */
const VERIFIER_FAILURES: readonly AvsResult[] = ['api_avs_failed', 'invalid license key'];

/**
 * Whether a result says the verifier failed rather than the address: nothing for the customer
 * to fix, so the address goes as typed.
 * @example isVerifierFailure('api_avs_failed') // true
 */
export function isVerifierFailure(result: AvsResult | undefined): boolean {
  return result !== undefined && VERIFIER_FAILURES.includes(result);
}

/** The field a result points at, whether the customer may keep the address, and what to say. */
function problemOf(result: AvsResult | undefined, locale: string): AvsOutcome {
  const t = translatorOf(addressMessages, locale);
  switch (result) {
    case 'address_not_found':
    case 'invalid_address':
      return {
        kind: 'problem',
        field: 'postalCode',
        message: t('We could not find this address. Check the ZIP code, city and state.'),
        canKeep: false,
      };
    case 'street_not_found':
      return {
        kind: 'problem',
        field: 'address1',
        message: t('We could not find this street address. Check the house number and street.'),
        canKeep: true,
      };
    case 'out_of_range':
      return {
        kind: 'problem',
        field: 'address1',
        message: t('This house number is not on the street. Check the house number.'),
        canKeep: true,
      };
    case 'unit_not_found':
      return {
        kind: 'problem',
        field: 'address2',
        message: t('This building needs an apartment, suite or unit number.'),
        canKeep: true,
      };
    default:
      return {
        kind: 'problem',
        field: 'address1',
        // Its way out is the form's "Use this address anyway": the message names that.
        message: t('We could not verify this address. Check it, or use it anyway.'),
        canKeep: true,
      };
  }
}

/**
 * What the customer sees of a verifier's answer, worded in the surface's locale.
 * @example
 * avsOutcomeOf({ status: 'failed', result: 'street_not_found' }, 'en-US')
 * // { kind: 'problem', field: 'address1', message: 'We could not find this street address. …', canKeep: true }
 */
export function avsOutcomeOf(answer: AvsResponse, locale: string): AvsOutcome {
  if (answer.status === 'success') return { kind: 'verified' };
  if (isVerifierFailure(answer.result)) return { kind: 'unavailable' };
  if (answer.result === 'check_on_address_replace' && answer.address) {
    return { kind: 'suggestion', suggested: answer.address };
  }
  return problemOf(answer.result, locale);
}
