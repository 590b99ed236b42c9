import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';

/** Shipping labels (quote §7). */
export function createLabelsApi(client: ApiClient) {
  return {
    /** Needs a shipmentId (quote §5); passed to the caller (quote §8: label failures). */
    createLabel: client.bind(endpoints.createLabel),
  };
}
