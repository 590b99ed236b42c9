import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';

/** Order emails: LABELS, MAILLABEL, Confirmation, CANCELORDER (quote §7). */
export function createEmailApi(client: ApiClient) {
  return {
    /** Passed to the caller (quote §8: email failures). */
    sendEmail: client.bind(endpoints.sendEmail),
  };
}
