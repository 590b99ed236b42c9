import { useAccountBasics, useLoadAccountRuntime } from '../runtime/AccountRuntimeContext';

/**
 * Logs the customer out (the store clears token, user and session, shell §4), tells the page
 * (`bikeship:logout`) and, when the partner configured one, goes to its logout page.
 */
export function useLogout(logoutPage: string | undefined): () => Promise<void> {
  const basics = useAccountBasics();
  const loadRuntime = useLoadAccountRuntime();
  return async () => {
    const runtime = await loadRuntime();
    runtime.session.getState().logout();
    basics.emit('bikeship:logout', { reason: 'user' });
    if (logoutPage) location.assign(logoutPage);
  };
}
