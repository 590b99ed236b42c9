/**
 * What every store is given instead of reaching for browser globals: a clock and a logger.
 * Injected so that a store runs the same in a browser, in Node and under a fake clock in tests.
 */

/** The current time in epoch milliseconds. */
export interface Clock {
  now(): number;
}

/** Where a store reports what the user never sees (storage fallbacks, failed background calls). */
export interface Logger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export const systemClock: Clock = { now: () => Date.now() };

export const consoleLogger: Logger = {
  warn: (message, ...details) => console.warn(`[bikeship] ${message}`, ...details),
  error: (message, ...details) => console.error(`[bikeship] ${message}`, ...details),
};
