import { createApiClient, createMiscApi } from '@bikeship/core/api';
import type { Order, PackageLocationResponse } from '@bikeship/core/schemas';
import { useEffect, useState } from 'react';
import { loadSiteRuntime } from '../../runtime/siteRuntimeLoader';
import type { TrackingQuery } from './trackingQuery';

/** What the page shows for a query: nothing asked, on its way, an answer, or why not. */
export type TrackingLookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'package'; location: PackageLocationResponse }
  | { state: 'order'; order: Order }
  | { state: 'unknown-package'; code: string }
  | { state: 'unknown-order'; orderId: number }
  | { state: 'unreachable' };

async function lookUp(query: TrackingQuery): Promise<TrackingLookup> {
  if (query.kind === 'empty') return { state: 'idle' };
  if (query.kind === 'package') {
    const misc = createMiscApi(createApiClient({ baseURL: window.location.origin }));
    const result = await misc.lookupPackageLocation({ params: { code: query.code } });
    if (result.ok) return { state: 'package', location: result.value };
    return result.error.status === 404
      ? { state: 'unknown-package', code: query.code }
      : { state: 'unreachable' };
  }
  // An order is its owner's only (GET /api/Order/detail: a customer by their token, a guest by
  // the order's key cookie in this browser): the site runtime sends both.
  const runtime = await loadSiteRuntime();
  const order = await runtime.api.order.getOrderDetail({ query: { orderId: query.orderId } });
  return order ? { state: 'order', order } : { state: 'unknown-order', orderId: query.orderId };
}

/**
 * The answer to a tracking query (quote §7 GET /api/PackageLocation/{code}; an order number
 * through the order's detail). A newer query replaces an older one still on its way.
 */
export function useTrackingLookup(query: TrackingQuery): TrackingLookup {
  const [lookup, setLookup] = useState<TrackingLookup>({ state: 'idle' });
  const key = query.kind === 'package' ? query.code : query.kind === 'order' ? query.orderId : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read through its key.
  useEffect(() => {
    let live = true;
    setLookup(query.kind === 'empty' ? { state: 'idle' } : { state: 'loading' });
    lookUp(query).then(
      (answer) => live && setLookup(answer),
      () => live && setLookup({ state: 'unreachable' }),
    );
    return () => {
      live = false;
    };
  }, [query.kind, key]);
  return lookup;
}
