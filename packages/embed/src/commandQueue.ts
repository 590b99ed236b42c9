/** A bundle's commands by name (bundleCommands.ts and whatever a bundle adds). */
export type CommandSet = { readonly [name: string]: (...args: never[]) => void };

/**
 * What `window.bikeship` becomes once the first widget bundle has started: pushing a command
 * runs it at once in every bundle that knows it. A page's snippet
 * (`window.bikeship = window.bikeship || []; bikeship.push([...])`) works the same before and
 * after.
 *
 * This shape is a protocol between bundles built at different times (the quote widget of one
 * release, the account widget of another), each with its own copy of this kit: change it only by
 * adding members.
 */
export interface StartedCommandQueue {
  push(...commands: unknown[]): number;
  /** Marks the queue as taken over: a bundle that finds it joins instead of replacing it. */
  readonly started: true;
  /** The bundles that have joined, by name (`quote-widget`, `account-widget`). */
  readonly bundles: readonly string[];
  /**
   * Adds a bundle: replays to it every command pushed so far that it knows (those queued before
   * any script loaded, and those pushed since), then defines its elements. False when a bundle
   * of that name had already joined (a second copy of one script is harmless).
   */
  join(bundle: string, commands: CommandSet): boolean;
}

/** The page's global object, as far as the widgets touch it: the one documented global. */
export interface EmbedHost {
  bikeship?: unknown;
}

const isStarted = (queue: unknown): queue is StartedCommandQueue =>
  typeof queue === 'object' &&
  queue !== null &&
  (queue as { started?: unknown }).started === true &&
  typeof (queue as { join?: unknown }).join === 'function';

const DEFINE = 'define';

/**
 * Starts a widget bundle on a page (DESIGN.md §5). The first bundle replaces the page's array
 * with the shared queue after replaying what was queued; each later bundle — the account widget
 * loaded after the quote widget — joins that queue and gets the commands it knows replayed, then
 * defines its elements. A second copy of the same bundle does nothing.
 *
 * @example startBundle({ bundle: 'quote-widget', commands, host: window });
 */
export function startBundle(options: {
  bundle: string;
  commands: CommandSet;
  host: EmbedHost;
}): void {
  const { host } = options;
  if (!isStarted(host.bikeship)) {
    host.bikeship = createSharedQueue(Array.isArray(host.bikeship) ? [...host.bikeship] : []);
  }
  (host.bikeship as StartedCommandQueue).join(options.bundle, options.commands);
}

/** The shared queue, holding what the page pushed so that a bundle loaded later hears it too. */
function createSharedQueue(queued: unknown[]): StartedCommandQueue {
  const history: unknown[] = [];
  const joined = new Map<string, CommandSet>();

  /** Runs a command in each bundle that knows it; reports it when none does. */
  const dispatch = (command: unknown): void => {
    const name = Array.isArray(command) ? command[0] : undefined;
    const knowers = [...joined.values()].filter(
      (commands) => typeof name === 'string' && Object.hasOwn(commands, name),
    );
    if (knowers.length === 0) {
      const known = [...new Set([...joined.values()].flatMap((commands) => Object.keys(commands)))];
      console.error(
        `bikeship: unknown command ${JSON.stringify(command)}. Push an array whose first item is ` +
          `one of: ${known.join(', ')} — e.g. bikeship.push(['configure', { apiBase: 'https://…' }]). ` +
          'A command of a widget whose script is not on the page yet runs when that script loads.',
      );
      return;
    }
    for (const commands of knowers) runCommand(commands, command);
  };

  const queue: StartedCommandQueue = {
    started: true,
    get bundles() {
      return [...joined.keys()];
    },
    push(...pushed) {
      for (const command of pushed) {
        history.push(command);
        dispatch(command);
      }
      return history.length;
    },
    join(bundle, commands) {
      if (joined.has(bundle)) return false;
      const first = joined.size === 0;
      joined.set(bundle, commands);
      if (first) {
        // The page's own queue, read once: unknown commands are reported here, once.
        for (const command of queued) {
          history.push(command);
          dispatch(command);
        }
      } else {
        for (const command of history) {
          const name = Array.isArray(command) ? command[0] : undefined;
          if (typeof name === 'string' && name !== DEFINE && Object.hasOwn(commands, name)) {
            runCommand(commands, command);
          }
        }
      }
      if (Object.hasOwn(commands, DEFINE)) runCommand(commands, [DEFINE]);
      return true;
    },
  };
  return queue;
}

/** Runs one command; a failing one is reported on the console, so the rest of the queue runs. */
function runCommand(commands: CommandSet, command: unknown): void {
  const [name, ...args] = command as [string, ...unknown[]];
  try {
    (commands[name] as (...values: unknown[]) => void)(...args);
  } catch (error) {
    console.error(`bikeship: the command "${name}" failed:`, error);
  }
}
