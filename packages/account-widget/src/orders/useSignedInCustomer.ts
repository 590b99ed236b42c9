import { selectIsRegistered, selectUser } from '@bikeship/core/stores';
import { useStoreWhenLoaded } from '@bikeship/ui';
import { useLoadedAccountRuntime } from '../runtime/AccountRuntimeContext';

/**
 * Who the order views are for: 'loading' until the session store is there (so a signed-in
 * customer never sees the signed-out prompt flash), null for a visitor who is not signed in
 * (a guest session has no order history), else the registered customer.
 */
export function useSignedInCustomer() {
  const runtime = useLoadedAccountRuntime();
  const registered = useStoreWhenLoaded(runtime?.session, selectIsRegistered, false);
  const user = useStoreWhenLoaded(runtime?.session, selectUser, null);
  if (!runtime) return 'loading' as const;
  return registered && user ? user : null;
}
