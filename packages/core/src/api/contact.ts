import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { asResult } from './policies';

/** The contact page's calls: a message to the support mailbox and how else support is reached. */
export function createContactApi(client: ApiClient) {
  return {
    /** The answer or the error: a 400's field errors go back under the form's fields. */
    sendContactMessage: asResult(client.bind(endpoints.sendContactMessage)),
    /** The support address and the configured chat provider; the caller decides on failure. */
    getContactConfig: client.bind(endpoints.getContactConfig),
  };
}
