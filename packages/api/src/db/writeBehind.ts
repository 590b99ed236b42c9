/**
 * Rows kept in memory and written together a moment later: the caller goes on at once, and the
 * rows that arrive within `windowMs` (or until `maxRows` are waiting) go to the database in one
 * write. For data the process also keeps in memory until it is written, on a database only this
 * process uses (db/rateRequestWriter.ts says which, and why).
 *
 * A write that fails is reported to `onFailure` with its rows; they are not tried again (the
 * caller's copy in memory answers for them as long as it keeps them).
 */
export class WriteBehind<Row> {
  private waiting: Row[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** The write under way, or the last one: the next waits for it (one write at a time). */
  private lastWrite: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (rows: Row[]) => Promise<unknown>,
    private readonly options: {
      windowMs: number;
      maxRows: number;
      onFailure: (error: unknown, rows: readonly Row[]) => void;
    },
  ) {}

  /** Queues a row; it is written within `windowMs`. */
  add(row: Row): void {
    this.waiting.push(row);
    if (this.waiting.length >= this.options.maxRows) {
      this.writeWaiting();
    } else if (!this.timer) {
      this.timer = setTimeout(() => this.writeWaiting(), this.options.windowMs);
      // Pending rows alone must not keep a process alive that is otherwise done; a server
      // flushes them when it closes (flush).
      this.timer.unref();
    }
  }

  /** Resolves once every row added before the call has been written (or reported failed). */
  flush(): Promise<void> {
    if (this.waiting.length > 0) this.writeWaiting();
    return this.lastWrite;
  }

  private writeWaiting(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const rows = this.waiting;
    this.waiting = [];
    if (rows.length === 0) return;
    this.lastWrite = this.lastWrite.then(async () => {
      try {
        await this.write(rows);
      } catch (error) {
        this.options.onFailure(error, rows);
      }
    });
  }
}
