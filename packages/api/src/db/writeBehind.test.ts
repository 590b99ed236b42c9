import { describe, expect, it, vi } from 'vitest';
import { WriteBehind } from './writeBehind';

/** A WriteBehind over an array, with the writes it made. */
function recorder(
  options: { windowMs?: number; maxRows?: number; fail?: (rows: number[]) => boolean } = {},
) {
  const writes: number[][] = [];
  const failures: number[][] = [];
  const behind = new WriteBehind<number>(
    async (rows) => {
      await new Promise((tick) => setImmediate(tick));
      if (options.fail?.(rows)) throw new Error('disk full');
      writes.push(rows);
    },
    {
      windowMs: options.windowMs ?? 1_000,
      maxRows: options.maxRows ?? 100,
      onFailure: (_error, rows) => failures.push([...rows]),
    },
  );
  return { behind, writes, failures };
}

describe('WriteBehind (rate requests written behind on PGlite)', () => {
  it('writes nothing at once: the rows of one window go in one write', async () => {
    vi.useFakeTimers();
    try {
      const { behind, writes } = recorder({ windowMs: 25 });
      behind.add(1);
      behind.add(2);
      await vi.advanceTimersByTimeAsync(10);
      expect(writes).toEqual([]);
      behind.add(3);
      await vi.advanceTimersByTimeAsync(20);
      expect(writes).toEqual([[1, 2, 3]]);
      behind.add(4);
      await vi.advanceTimersByTimeAsync(30);
      expect(writes).toEqual([[1, 2, 3], [4]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes as soon as maxRows are waiting, without waiting for the window', async () => {
    const { behind, writes } = recorder({ windowMs: 60_000, maxRows: 3 });
    for (const row of [1, 2, 3, 4]) behind.add(row);
    await vi.waitFor(() => expect(writes).toEqual([[1, 2, 3]]));
    await behind.flush();
    expect(writes).toEqual([[1, 2, 3], [4]]);
  });

  it('flush resolves once every row added before it is written, one write at a time', async () => {
    const { behind, writes } = recorder();
    behind.add(1);
    const first = behind.flush();
    behind.add(2);
    await first;
    expect(writes).toEqual([[1]]);
    await behind.flush();
    expect(writes).toEqual([[1], [2]]);
    await behind.flush(); // nothing waiting: resolves
  });

  it('reports a failed write with its rows, and goes on with the next', async () => {
    const { behind, writes, failures } = recorder({ fail: (rows) => rows.includes(1) });
    behind.add(1);
    await behind.flush();
    behind.add(2);
    await behind.flush();
    expect(failures).toEqual([[1]]);
    expect(writes).toEqual([[2]]);
  });
});
