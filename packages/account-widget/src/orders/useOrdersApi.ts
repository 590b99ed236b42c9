import {
  createDocumentsApi,
  createEmailApi,
  createLabelsApi,
  createMiscApi,
  createOrderApi,
  createOrderHistoryApi,
  createRefundApi,
} from '@bikeship/core/api';
import { useMemo } from 'react';
import { useLoadedAccountRuntime } from '../runtime/AccountRuntimeContext';

/**
 * The calls of the order views, on the element's own API client (its token, its failure
 * reporting). DECISION: built here, in the orders chunk, rather than in the runtime's API
 * (runtime/accountApi.ts), so a page that shows only the sign-in views never downloads them.
 * Null until the runtime is there.
 */
export function useOrdersApi() {
  const runtime = useLoadedAccountRuntime();
  const client = runtime?.api.client;
  const stripe = runtime?.api.stripe;
  return useMemo(
    () =>
      client && stripe
        ? {
            order: { ...createOrderApi(client), ...createOrderHistoryApi(client) },
            documents: createDocumentsApi(client),
            labels: createLabelsApi(client),
            email: createEmailApi(client),
            refund: createRefundApi(client),
            tracking: createMiscApi(client),
            // The runtime's own: the saved cards and how the server takes cards, for an amount due.
            stripe,
          }
        : null,
    [client, stripe],
  );
}

export type OrdersApi = NonNullable<ReturnType<typeof useOrdersApi>>;
