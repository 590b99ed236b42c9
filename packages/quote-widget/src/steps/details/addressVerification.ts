import type { AddressStage, AvsResponse } from '@bikeship/core/schemas';
import { type AddressField, type AvsOutcome, avsOutcomeOf, isVerifierFailure } from '@bikeship/ui';
import type { QuoteApi } from '../../runtime/quoteRuntime';

/**
 * Address verification of a step-3 side (GET /api/Avs, quote §3 AVS source/status/result). The
 * verifier answers success (the address is known), a correction to offer
 * ('check_on_address_replace' with the corrected address), or a result code saying what is
 * wrong (api services/addressVerification.ts). What the customer sees of it is @bikeship/ui's
 * `AvsOutcome`.
 */

/** The fields the verifier reads: editing one makes the side unverified again. */
export const VERIFIED_FIELDS: readonly AddressField[] = [
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'postalCode',
];

/**
 * A side is done with verification when it passed, or the customer kept it as typed, or the
 * verifier could not answer. DECISION: an address outside the verifier's reach ('not_called'
 * with success) is done too — nobody can check it.
 */
export function isAvsSettled(address: AddressStage): boolean {
  const status = address.avsStatus;
  return (
    address.passedAvs === true ||
    status?.status === 'success' ||
    (status?.result !== undefined &&
      (status.result === 'rejected_by_user' || isVerifierFailure(status.result)))
  );
}

/** A side back to "not verified" after an edit, keeping where it came from. */
export function unverified(address: AddressStage): AddressStage {
  const { passedAvs: _passed, ...rest } = address;
  return { ...rest, avsStatus: { source: address.avsStatus?.source ?? 'default' } };
}

/** The side with the verifier's answer recorded (quote §3 passedAvs, avsStatus). */
export function recordAnswer(address: AddressStage, answer: AvsResponse): AddressStage {
  return {
    ...address,
    passedAvs: answer.status === 'success' && answer.result !== 'not_called',
    avsStatus: {
      source: address.avsStatus?.source ?? 'default',
      status: answer.status,
      ...(answer.result ? { result: answer.result } : {}),
    },
  };
}

/**
 * The verifier's answer about `asked` (recorded in `answered`), put into the side as it is
 * `now`: what the customer typed while the verifier was at work is kept. Undefined when a field
 * the verifier reads changed meanwhile: the answer is about another address.
 * @example withLateAnswer(stored, view.address, recordAnswer(view.address, answer))
 */
export function withLateAnswer(
  now: AddressStage,
  asked: AddressStage,
  answered: AddressStage,
): AddressStage | undefined {
  if (VERIFIED_FIELDS.some((field) => (now[field] ?? '') !== (asked[field] ?? '')))
    return undefined;
  return { ...now, passedAvs: answered.passedAvs, avsStatus: answered.avsStatus };
}

/**
 * Verifies a side. A call that fails is the verifier failing ('api_avs_failed'): the customer
 * is not held up by it (quote §8 passes address failures to the caller; this caller goes on).
 */
export async function verifySide(
  places: Pick<QuoteApi['places'], 'verifyAddress'>,
  address: AddressStage,
  /** The surface's locale, to word what the verifier found. */
  locale: string,
): Promise<{ address: AddressStage; outcome: AvsOutcome }> {
  const answer: AvsResponse = await places
    .verifyAddress({
      query: {
        address1: address.address1 || address.streetAddress || undefined,
        address2: address.address2 || undefined,
        city: address.city,
        state: address.state || undefined,
        postalCode: address.postalCode,
        country: address.country?.code ?? '',
        company: address.company || undefined,
      },
    })
    .catch((): AvsResponse => ({ status: 'failed', result: 'api_avs_failed' }));
  return { address: recordAnswer(address, answer), outcome: avsOutcomeOf(answer, locale) };
}

/**
 * The customer took the verifier's correction: its street, city, state and postal code replace
 * what was typed. DECISION: recorded as a plain success — the address IS the verified one now.
 */
export function acceptSuggestion(address: AddressStage, suggested: AddressStage): AddressStage {
  return {
    ...address,
    address1: suggested.address1 ?? address.address1,
    address2: suggested.address2 ?? address.address2,
    city: suggested.city ?? address.city,
    state: suggested.state ?? address.state,
    postalCode: suggested.postalCode ?? address.postalCode,
    passedAvs: true,
    avsStatus: { source: address.avsStatus?.source ?? 'default', status: 'success' },
  };
}

/** The customer kept the address as typed (quote §3 AVS result 'rejected_by_user'). */
export function keepAsTyped(address: AddressStage): AddressStage {
  return {
    ...address,
    passedAvs: false,
    avsStatus: {
      source: address.avsStatus?.source ?? 'default',
      status: 'failed',
      result: 'rejected_by_user',
    },
  };
}
