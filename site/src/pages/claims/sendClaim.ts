import {
  type ApiError,
  createClaimApi,
  fetchWithUploadProgress,
  type UploadProgress,
} from '@bikeship/core/api';
import { loadSiteRuntime } from '../../runtime/siteRuntimeLoader';
import { CLAIM_FIELD_ORDER, type ClaimFieldName, type ClaimProblems } from './claimForm';

/** How a send ended: filed with its number, refused at fields, or not filed at all. */
export type ClaimSendOutcome =
  | { kind: 'filed'; claimId: number }
  | { kind: 'signed-out' }
  | { kind: 'refused'; problems: ClaimProblems }
  | { kind: 'failed'; message: string };

const isFieldName = (name: string): name is ClaimFieldName =>
  (CLAIM_FIELD_ORDER as readonly string[]).includes(name);

/** Said whenever nothing was filed: the customer's work is still on the page. */
const NOTHING_LOST = 'Nothing was filed, and everything you entered and chose is still here.';

/**
 * What the page says about a refused claim (quote §8: the claim's error response), at the field
 * it is about: the server's field errors (400, and 413 for a file too large) name a plain field
 * or a picture list; an order that is not the customer's (404) or not paid (409) is said at the
 * order number.
 */
export function claimErrorOutcome(error: ApiError, orderId: string): ClaimSendOutcome {
  if (error.status === 401) return { kind: 'signed-out' };
  const problems: ClaimProblems = {};
  for (const fieldError of error.fieldErrors) {
    if (isFieldName(fieldError.propertyName)) {
      problems[fieldError.propertyName] ??= fieldError.message;
    }
  }
  if (Object.keys(problems).length > 0) return { kind: 'refused', problems };
  if (error.status === 404) {
    return {
      kind: 'refused',
      problems: {
        orderId: `Order ${orderId} is not one of your account's orders: check the number in your order e-mail, and that you are logged in to the account that placed it.`,
      },
    };
  }
  if (error.status === 409) return { kind: 'refused', problems: { orderId: error.message } };
  if (error.status === 413) {
    return {
      kind: 'failed',
      message: `The files are too large to send together: remove some, or send the largest as smaller pictures. ${NOTHING_LOST}`,
    };
  }
  if (error.status === 0) {
    return {
      kind: 'failed',
      message: `The claim could not be sent: check your connection, then press Send the claim again. ${NOTHING_LOST}`,
    };
  }
  return {
    kind: 'failed',
    message: `The claim could not be filed just now (error ${error.status}). ${NOTHING_LOST} Press Send the claim again in a moment.`,
  };
}

/**
 * POST /api/Claim through the site runtime's client, so the call carries the signed-in
 * customer's token from the session in local storage as its bearer token (shell §6; a claim is
 * on one of the customer's own orders). The body goes over XMLHttpRequest to report its
 * progress (core's fetchWithUploadProgress). Loaded only when a claim is sent.
 */
export async function sendClaim(
  body: FormData,
  orderId: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<ClaimSendOutcome> {
  const runtime = await loadSiteRuntime();
  runtime.catchUp();
  if (runtime.visitor() !== 'customer') return { kind: 'signed-out' };
  const result = await createClaimApi(runtime.api.client).createClaim({
    body,
    fetch: fetchWithUploadProgress(onProgress),
  });
  if (result.ok) return { kind: 'filed', claimId: result.value.claimId };
  return claimErrorOutcome(result.error, orderId);
}
