import type { Logger } from 'pino';

/**
 * Work an answer must not wait for — because waiting would tell the caller something (whether an
 * account exists), not because it may fail quietly: a failure is logged with its label. The
 * server waits for what is still running before it closes its database, and tests wait for it
 * before they read the outbox.
 */
export class BackgroundWork {
  readonly #running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  /** Starts `work` now; the caller goes on without its outcome. */
  run(label: string, work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => this.logger.error({ err: error }, `${label} failed`))
      .finally(() => this.#running.delete(running));
    this.#running.add(running);
  }

  /** Resolves once everything started so far (and anything it started) has finished. */
  async settled(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }
}
