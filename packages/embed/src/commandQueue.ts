import { type BikeshipCommand, createEmbedCommands, type EmbedCommands } from './embedCommands';

/**
 * What `window.bikeship` becomes once the widget has started: pushing a command runs it at once.
 * A page's snippet (`window.bikeship = window.bikeship || []; bikeship.push([...])`) works the
 * same before and after.
 */
export interface StartedCommandQueue {
  push(...commands: BikeshipCommand[]): number;
  /** Marks the queue as taken over, so a second copy of the script leaves it alone. */
  readonly started: true;
}

/** The page's global object, as far as the widget touches it: the one documented global. */
export interface EmbedHost {
  bikeship?: unknown;
}

const isStarted = (queue: unknown): queue is StartedCommandQueue =>
  typeof queue === 'object' && queue !== null && (queue as { started?: unknown }).started === true;

/**
 * Starts the widget on a page: runs the commands the page queued, defines the elements (with the
 * API defaulting to the origin the script came from), then replaces the queue with one that runs
 * commands at once. A second copy of the script on the same page finds the queue started and
 * does nothing.
 *
 * @example startEmbed({ scriptUrl: 'https://bikeship.example/widgets/quote-widget.js', host: window });
 */
export function startEmbed(options: { scriptUrl: string; host: EmbedHost }): void {
  const { host } = options;
  if (isStarted(host.bikeship)) return;
  const commands = createEmbedCommands(new URL(options.scriptUrl).origin);
  const queued = Array.isArray(host.bikeship) ? [...host.bikeship] : [];
  for (const command of queued) runCommand(commands, command);
  commands.define();
  const started: StartedCommandQueue = {
    push(...pushed) {
      for (const command of pushed) runCommand(commands, command);
      return 0;
    },
    started: true,
  };
  host.bikeship = started;
}

/**
 * Runs one command. A malformed or failing command is reported on the console and skipped, so
 * the rest of the page's queue still runs.
 */
function runCommand(commands: EmbedCommands, command: unknown): void {
  const names = Object.keys(commands) as (keyof EmbedCommands)[];
  const [name, ...args] = Array.isArray(command) ? command : [];
  if (!names.includes(name)) {
    console.error(
      `bikeship: unknown command ${JSON.stringify(command)}. Push an array whose first item is ` +
        `one of: ${names.join(', ')} — e.g. bikeship.push(['configure', { apiBase: 'https://…' }]).`,
    );
    return;
  }
  try {
    (commands[name as keyof EmbedCommands] as (...values: unknown[]) => void)(...args);
  } catch (error) {
    console.error(`bikeship: the command "${name}" failed:`, error);
  }
}
