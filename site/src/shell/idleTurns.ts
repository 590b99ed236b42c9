/**
 * How soon a deferred part of a page is wanted: `content` is part of what the page is for (the
 * home page's quote box), `service` runs beside every page (the version check, the session's
 * navigation), `extra` is a nicety (the footer's figure, the navigation bar's frame, page views).
 */
export type Urgency = 'content' | 'service' | 'extra';

const RANK: Record<Urgency, number> = { content: 0, service: 1, extra: 2 };

/** The longest a part waits for an idle moment on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2_000;

interface Waiting {
  rank: number;
  start: () => void;
}

const waiting: Waiting[] = [];
let turnScheduled = false;

function nextTurn(): void {
  turnScheduled = false;
  let next = 0;
  for (let index = 1; index < waiting.length; index++) {
    if ((waiting[index]?.rank ?? 0) < (waiting[next]?.rank ?? 0)) next = index;
  }
  const [chosen] = waiting.splice(next, 1);
  chosen?.start();
  scheduleTurn();
}

function scheduleTurn(): void {
  if (turnScheduled || waiting.length === 0) return;
  turnScheduled = true;
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(nextTurn, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(nextTurn, 0);
  }
}

/**
 * Runs `start` when the main thread is idle, one deferred part per idle moment, the most urgent
 * first. Why: the parts a page loads after its first render (the widgets in the header and on
 * the page, the services) each start a chunk — its imports, its first render. All
 * at once they were one long task on a phone's CPU, a page that looks ready and ignores a tap for
 * a quarter of a second; in turns, each is its own short task and input comes between them.
 *
 * Answers a function that takes the part out of the queue if it has not started yet.
 *
 * @example
 * useEffect(() => onIdleTurn('service', () => setLoaded(true)), []);
 */
export function onIdleTurn(urgency: Urgency, start: () => void): () => void {
  const entry: Waiting = { rank: RANK[urgency], start };
  waiting.push(entry);
  scheduleTurn();
  return () => {
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** onIdleTurn as a promise, for code outside React. */
export function idleTurn(urgency: Urgency): Promise<void> {
  return new Promise((resolve) => onIdleTurn(urgency, resolve));
}
