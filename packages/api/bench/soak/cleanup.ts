/**
 * Everything the soak starts — API server processes, a PostgreSQL cluster, temporary folders — is
 * registered here and undone on every way out: the normal end, an uncaught error, Ctrl-C
 * (SIGINT) and SIGTERM. The undo steps are synchronous (kill by pid, spawnSync, rmSync) because
 * they must also run from process 'exit', where nothing asynchronous runs any more.
 */

interface Registered {
  what: string;
  undo: () => void;
}

const registered = new Map<number, Registered>();
let nextId = 0;
let shuttingDown = false;

/**
 * True once cleaning up has begun: nothing may be started any more. (On Ctrl-C the servers, in
 * our process group, get SIGINT too and exit; their exits must not look like crashes to restart.)
 */
export function isShuttingDown(): boolean {
  return shuttingDown;
}

/**
 * Registers an undo step. The returned function runs it now (once) and forgets it — for the
 * normal path, which releases what it started in its own order.
 */
export function onCleanup(what: string, undo: () => void): () => void {
  const id = nextId++;
  registered.set(id, { what, undo });
  return () => {
    const entry = registered.get(id);
    if (!entry) return;
    registered.delete(id);
    entry.undo();
  };
}

/** Runs every step still registered, newest first (servers before the database under them). */
export function cleanUpAll(): void {
  shuttingDown = true;
  const entries = [...registered.entries()].reverse();
  registered.clear();
  for (const [, entry] of entries) {
    try {
      entry.undo();
    } catch (error) {
      console.error(`soak: cleaning up ${entry.what} failed: ${String(error)}`);
    }
  }
}

/** Cleans up on Ctrl-C / SIGTERM (then exits 130 / 143) and on any exit. */
export function installCleanupHandlers(): void {
  const codes = { SIGINT: 130, SIGTERM: 143 } as const;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shuttingDown = true;
      console.error(`\nsoak: ${signal}: stopping the servers and removing temporary folders`);
      cleanUpAll();
      process.exit(codes[signal]);
    });
  }
  process.on('exit', cleanUpAll);
}
