/**
 * Group commit for a hot insert: rows that arrive while a write is under way go together in the
 * next single multi-row INSERT. Each caller still waits until ITS row is stored — nothing is
 * answered before it is durable — but under concurrency the per-statement cost (parse, plan,
 * round trip; on the embedded PGlite, work on the event loop's own thread) is paid once per
 * batch instead of once per row. Measured for quotes: ~0.7 ms per single-row insert on PGlite,
 * ~0.2 ms per row in batches of 10 (API benchmark).
 */
export class BatchedInsert<Row> {
  private pending: { row: Row; stored: () => void; failed: (error: unknown) => void }[] = [];
  private writing = false;

  constructor(
    private readonly write: (rows: Row[]) => Promise<unknown>,
    private readonly maxBatch = 64,
  ) {}

  /** Resolves once the row is stored; rejects if the batch it went in failed. */
  insert(row: Row): Promise<void> {
    return new Promise<void>((stored, failed) => {
      this.pending.push({ row, stored, failed });
      if (!this.writing) {
        // Start on the next turn of the event loop, not now: requests already waiting on their
        // sockets get to join this batch. The embedded PGlite runs on this very thread, so a
        // write started at once would keep them out until it is done.
        this.writing = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        await this.write(batch.map((entry) => entry.row));
        for (const entry of batch) entry.stored();
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    }
    this.writing = false;
  }
}
