import * as endpoints from '../schemas/endpointDefinitions';
import type { ApiClient } from './client';
import { loggedOrEmpty } from './policies';

/** Page notices (shell §7). */
export function createAlertsApi(client: ApiClient) {
  return {
    /** Failure only logged, empty list (shell §8: alert loading failure). */
    getAlertsByName: loggedOrEmpty(client.bind(endpoints.getAlertsByName)),
    /** Failure only logged, empty list (shell §8: alert loading failure). */
    getAlertsByTime: loggedOrEmpty(client.bind(endpoints.getAlertsByTime)),
  };
}
