import { useCallback, useEffect, useState } from 'react';
import { useLoadedAccountRuntime } from '../runtime/AccountRuntimeContext';
import type { AccountRuntime } from '../runtime/accountRuntime';
import { useSignedIn } from './useSignedIn';

/** A list of the customer's own things as its view knows it. */
export type SavedListState<Item> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: readonly Item[] };

/**
 * One of the customer's saved lists (boxes, addresses, cards, searches): loaded once the stores
 * are there and the customer is signed in, and again after a login here or elsewhere. `load`
 * answers false when the call failed (the core client's `orFalse` calls). Removing an item keeps
 * the list as it is when the call fails, and says so beside that item (`failedKey`).
 * @example const list = useSavedList((runtime) => runtime.api.places.listAddresses(), (a) => a.addressId);
 */
export function useSavedList<Item, Key extends string | number>(
  load: (runtime: AccountRuntime) => Promise<readonly Item[] | false>,
  keyOf: (item: Item) => Key,
) {
  const runtime = useLoadedAccountRuntime();
  const signedIn = useSignedIn();
  const [state, setState] = useState<SavedListState<Item>>({ status: 'loading' });
  const [removing, setRemoving] = useState<Key | null>(null);
  const [failedKey, setFailedKey] = useState<Key | null>(null);
  const [loads, setLoads] = useState(0);

  // `load` is the view's own inline call: the list loads again on a login and on `reload`,
  // not on every render.
  useEffect(() => {
    if (!runtime || !signedIn) return;
    let current = true;
    setState({ status: 'loading' });
    load(runtime).then(
      (items) => {
        if (current) setState(items === false ? { status: 'failed' } : { status: 'ready', items });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [runtime, signedIn, loads]);

  /** Puts an item the server answered (added or changed) into the list, replacing its old self. */
  const put = useCallback(
    (item: Item) =>
      setState((current) => {
        const items = current.status === 'ready' ? current.items : [];
        const key = keyOf(item);
        const known = items.some((each) => keyOf(each) === key);
        return {
          status: 'ready',
          items: known
            ? items.map((each) => (keyOf(each) === key ? item : each))
            : [...items, item],
        };
      }),
    [keyOf],
  );

  /**
   * Removes an item through `call` (true: removed); on failure it stays, marked as failed. `from`
   * is the control that asked (it leaves with its item): the focus then goes to its view's title
   * (SignedInOnly), not to the page's body.
   */
  const remove = async (
    item: Item,
    call: (runtime: AccountRuntime) => Promise<unknown>,
    from: Element,
  ) => {
    if (!runtime) return;
    const title = from.closest('.bs-account')?.querySelector<HTMLElement>('.bs-account-title');
    const key = keyOf(item);
    setRemoving(key);
    setFailedKey(null);
    const removed = await call(runtime).catch(() => false);
    setRemoving(null);
    if (removed === false) {
      setFailedKey(key);
      return;
    }
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', items: current.items.filter((each) => keyOf(each) !== key) }
        : current,
    );
    title?.focus();
  };

  return {
    state,
    removing,
    failedKey,
    put,
    remove,
    reload: () => setLoads((count) => count + 1),
  };
}
