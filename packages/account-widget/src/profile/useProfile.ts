import type { User } from '@bikeship/core/schemas';
import { selectUser } from '@bikeship/core/stores';
import { useEffect, useState } from 'react';
import { useLoadedAccountRuntime } from '../runtime/AccountRuntimeContext';

/**
 * The signed-in customer as the server has them now (GET /api/User) — the settings may have
 * changed in another tab or on another device since the login — or, when that call fails, the
 * session's copy from the login. Null until one of them is there.
 */
export function useProfile(): User | null {
  const runtime = useLoadedAccountRuntime();
  const [user, setUser] = useState<User | null>(null);
  useEffect(() => {
    if (!runtime) return;
    let current = true;
    void runtime.api.user.getUser().then((answer) => {
      if (current) setUser(answer ? answer.value : selectUser(runtime.session.getState()));
    });
    return () => {
      current = false;
    };
  }, [runtime]);
  return user;
}
