import { MIN_FETCH_DELAY_MS } from '@bikeship/core/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * Whether a loading indicator shows: while `active`, and once shown, for at least `minimumMs`
 * (shell §9: minimum fetch delay, 200 ms) — a fast answer does not make it flicker on and off.
 *
 * @example const showBar = useMinimumDisplayTime(navigation.state !== 'idle');
 */
export function useMinimumDisplayTime(active: boolean, minimumMs = MIN_FETCH_DELAY_MS): boolean {
  const [held, setHeld] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    if (active) {
      shownAt.current = Date.now();
      setHeld(true);
      return;
    }
    const left = shownAt.current + minimumMs - Date.now();
    if (left <= 0) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(false), left);
    return () => clearTimeout(timer);
  }, [active, minimumMs]);
  return active || held;
}

/** Whether `active` has lasted `afterMs` already (false again as soon as it ends). */
export function useLastedFor(active: boolean, afterMs: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!active) {
      setLasted(false);
      return;
    }
    const timer = setTimeout(() => setLasted(true), afterMs);
    return () => clearTimeout(timer);
  }, [active, afterMs]);
  return active && lasted;
}
