import { describe, expect, it } from 'vitest';
import { BatchedInsert } from './batchedInsert';

describe('BatchedInsert (group commit of quotes)', () => {
  it('writes rows that arrive during a write together, and each caller waits for its row', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const inserter = new BatchedInsert<number>(async (rows) => {
      writes.push(rows);
      if (writes.length === 1) await new Promise<void>((done) => (release = done));
    });
    const first = inserter.insert(1);
    await new Promise((tick) => setImmediate(tick));
    expect(writes).toEqual([[1]]);
    const later = [2, 3, 4].map((row) => inserter.insert(row));
    let laterStored = false;
    void Promise.all(later).then(() => (laterStored = true));
    await Promise.resolve();
    expect(laterStored).toBe(false);
    release();
    await Promise.all([first, ...later]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it('waits one turn of the event loop so that rows arriving together share a statement', async () => {
    const writes: number[][] = [];
    const inserter = new BatchedInsert<number>(async (rows) => {
      writes.push(rows);
    });
    await Promise.all([1, 2, 3].map((row) => inserter.insert(row)));
    expect(writes).toEqual([[1, 2, 3]]);
  });

  it('fails the callers of a failed batch, and goes on with the next', async () => {
    let calls = 0;
    const inserter = new BatchedInsert<string>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
    });
    await expect(inserter.insert('a')).rejects.toThrow('database down');
    await expect(inserter.insert('b')).resolves.toBeUndefined();
  });

  it('never puts more than maxBatch rows in one statement', async () => {
    const sizes: number[] = [];
    const inserter = new BatchedInsert<number>(async (rows) => {
      sizes.push(rows.length);
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((row) => inserter.insert(row)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(5);
  });
});
