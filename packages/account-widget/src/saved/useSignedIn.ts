import { selectIsRegistered } from '@bikeship/core/stores';
import { useStoreWhenLoaded } from '@bikeship/ui';
import { useLoadedAccountRuntime } from '../runtime/AccountRuntimeContext';

/**
 * Whether a registered customer is signed in: null while the stores load (nothing is known
 * yet), then true or false, following a login or logout here or in another bundle or tab.
 */
export function useSignedIn(): boolean | null {
  const runtime = useLoadedAccountRuntime();
  return useStoreWhenLoaded(runtime?.session, selectIsRegistered, null);
}
