/**
 * Renews a lease every `intervalMs` while this process works under it: `renew` writes the new
 * lease end and handles its own failure (a missed renewal at worst lets another caller take the
 * work over, which every lease here is built to allow). One renewal at a time, so a slow
 * database gets no pile of them, and the timer never keeps a stopping process alive.
 */
export function renewLeaseEvery(intervalMs: number, renew: () => Promise<void>): { stop(): void } {
  let renewing = false;
  const timer = setInterval(() => {
    if (renewing) return;
    renewing = true;
    void renew().finally(() => {
      renewing = false;
    });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
