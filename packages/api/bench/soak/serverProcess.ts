import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { isShuttingDown, onCleanup } from './cleanup';

/**
 * One API server process as `npm start` runs it (packages/api/src/main.ts), on a FIXED port so
 * that it can be killed with SIGKILL and started again where the client expects it.
 *
 * Its stdout/stderr are read, not shown: the pino lines at warn and above are counted by message
 * (the report shows what the server complained about under the kills), the rest is dropped.
 */

const root = new URL('../../../../', import.meta.url).pathname;
/** A cold start: tsx, PGlite opening (and recovering after a kill), migrations, seeds. */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

/** A free TCP port on 127.0.0.1 (the kernel's choice, released before use). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** What the server's own log said at warn level and above, by message. */
export type LogCounts = Record<string, number>;

export interface ServerSpec {
  name: string;
  port: number;
  dataDir: string;
  /** DATABASE_URL, JWT_SECRET… on top of the soak's base environment. */
  env: Record<string, string>;
}

/**
 * The environment of every server: the caller's, minus what would point it elsewhere (a
 * developer's DATABASE_URL must not leak into the PGlite phase, production would refuse the test
 * gateway), plus the spec's.
 */
function serverEnv(spec: ServerSpec): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _url,
    TEST_DATABASE_URL: _testUrl,
    JWT_SECRET: _secret,
    STRIPE_SECRET_KEY: _stripe,
    ...inherited
  } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(spec.port),
    DATA_DIR: spec.dataDir,
    LOG_LEVEL: 'warn',
    ...spec.env,
  };
}

export class ApiServer {
  readonly url: string;
  readonly logCounts: LogCounts = {};
  /** Exits the soak did not cause (a crash under load): reported, and the server restarted. */
  readonly unexpectedExits: string[] = [];
  private child: ChildProcess | undefined;
  private expectingExit = false;
  private onUnexpectedExit: (() => void) | undefined;

  constructor(readonly spec: ServerSpec) {
    this.url = `http://127.0.0.1:${spec.port}`;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Called when the process exits without the soak asking it to. */
  whenCrashed(handler: () => void): void {
    this.onUnexpectedExit = handler;
  }

  /** Starts the process; resolves once it prints `running on`, with the milliseconds it took. */
  async start(): Promise<number> {
    if (this.child) throw new Error(`${this.spec.name} is already running`);
    if (isShuttingDown()) throw new Error(`not starting ${this.spec.name}: the soak is stopping`);
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/api/src/main.ts'], {
      cwd: root,
      env: serverEnv(this.spec),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.expectingExit = false;
    // Ctrl-C or a crash of the soak must not leave the process behind. Per child: the exit of
    // an old process must never unregister its successor's cleanup.
    const release = onCleanup(`server ${this.spec.name}`, () => child.kill('SIGKILL'));
    let output = '';
    let isReady = false;
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`${this.spec.name} did not start within ${START_TIMEOUT_MS / 1000} s`));
      }, START_TIMEOUT_MS);
      const read = (chunk: Buffer) => {
        const text = chunk.toString();
        if (output.length < 20_000) output += text;
        this.countLogLines(text);
        if (!isReady && /running on http:\/\//.test(output)) {
          isReady = true;
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(
          new Error(`${this.spec.name} exited (${signal ?? code}) while starting:\n${output}`),
        );
      });
    });
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      release();
      // A failed start is reported by start() itself, not as a crash.
      if (isReady && !this.expectingExit && !isShuttingDown()) {
        this.unexpectedExits.push(`${new Date().toISOString()} exit ${signal ?? code}`);
        this.onUnexpectedExit?.();
      }
    });
    try {
      await ready;
    } catch (error) {
      this.expectingExit = true;
      child.kill('SIGKILL');
      throw error;
    }
    return Math.round(performance.now() - started);
  }

  /** SIGKILL: no shutdown code runs, as when the machine or the container dies under it. */
  kill9(): Promise<void> {
    return this.end('SIGKILL', 0);
  }

  /** SIGTERM: the server closes its listener, finishes background work and the database. */
  stop(): Promise<void> {
    return this.end('SIGTERM', STOP_TIMEOUT_MS);
  }

  private end(signal: NodeJS.Signals, graceMs: number): Promise<void> {
    const child = this.child;
    if (!child) return Promise.resolve();
    this.expectingExit = true;
    return new Promise<void>((done) => {
      const timer =
        graceMs > 0
          ? setTimeout(() => {
              console.error(`soak: ${this.spec.name} ignored ${signal}; killing it`);
              child.kill('SIGKILL');
            }, graceMs)
          : undefined;
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill(signal);
    });
  }

  /** Counts pino lines (JSON, `level` ≥ 40) by message; other output counts as itself. */
  private countLogLines(text: string): void {
    for (const line of text.split('\n')) {
      const trimmed = line.trim();
      if (!trimmed || /running on http|API docs:|Partner pages/.test(trimmed)) continue;
      let key = trimmed.slice(0, 120);
      try {
        const entry = JSON.parse(trimmed) as { level?: unknown; msg?: unknown };
        if (typeof entry.level === 'number' && entry.level < 40) continue;
        key = `${entry.level === 40 ? 'warn' : 'error'}: ${String(entry.msg ?? '').slice(0, 120)}`;
      } catch {
        // Not a log line: a stack trace or a console message, counted as it reads.
      }
      this.logCounts[key] = (this.logCounts[key] ?? 0) + 1;
    }
  }
}
