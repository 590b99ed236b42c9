import { type Failure, failureOf, judge } from './answerChecks';
import { prepareExamples } from './exampleBodies';
import type { FuzzTarget } from './fuzzServer';
import { FuzzSession } from './fuzzSession';
import { HttpClient, type WireAnswer, type WireRequest } from './httpClient';
import { KnownValues } from './knownValues';
import { type FuzzOperation, operationsOf } from './openApiOperations';
import { Random } from './random';
import { type FuzzRequest, generateRequest, type RequestKind } from './requestGenerator';

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'no answer';
export type StatusCounts = Record<StatusClass, number>;

export interface FuzzOptions {
  seed: number;
  /** How many fuzz requests (the setup's few calls are not counted). */
  requests: number;
  /** Called now and then with the number of requests sent. */
  onProgress?: (sent: number) => void;
}

export interface FuzzResult {
  seed: number;
  requests: number;
  durationMs: number;
  /** Operations of the OpenAPI document, each of which got requests. */
  operations: FuzzOperation[];
  byKind: Map<RequestKind, StatusCounts>;
  byOperation: Map<string, StatusCounts>;
  failures: Failure[];
  /** What the setup could not prepare (fewer valid examples). */
  setupNotes: string[];
  /** Times an account signed in again after its token was revoked or replaced. */
  sessionRenewals: number;
  /**
   * Connections that broke after a request that, replayed, left its connection working: what
   * came before and what got no answer.
   */
  unconfirmedResets: string[];
}

export function statusClassOf(status: number): StatusClass {
  if (status === 0) return 'no answer';
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}

const emptyCounts = (): StatusCounts => ({
  '2xx': 0,
  '3xx': 0,
  '4xx': 0,
  '5xx': 0,
  'no answer': 0,
});

function count<K>(table: Map<K, StatusCounts>, key: K, status: StatusClass): void {
  const counts = table.get(key) ?? emptyCounts();
  counts[status] += 1;
  table.set(key, counts);
}

/**
 * Operations in rounds: each round is every operation once, in a fresh random order, so every
 * operation gets its share of a run however short, and no operation always follows the same one.
 */
function* schedule(operations: readonly FuzzOperation[], random: Random) {
  for (;;) yield* random.shuffle(operations);
}

const PROGRESS_EVERY = 1_000;

/**
 * A fuzz run: reads the server's OpenAPI document, signs in, makes valid examples through the
 * API, then sends `options.requests` generated requests one after another — one at a time, so
 * that the rows each leaves in the database are known to be its own — and checks every answer
 * (answerChecks.ts). Everything random comes from `options.seed`.
 */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzResult> {
  const started = performance.now();
  const client = new HttpClient(target.baseUrl);
  try {
    const result = await fuzzWith(client, target, options);
    result.durationMs = performance.now() - started;
    return result;
  } finally {
    client.close();
  }
}

async function fuzzWith(
  client: HttpClient,
  target: FuzzTarget,
  options: FuzzOptions,
): Promise<FuzzResult> {
  const random = new Random(options.seed);
  const document = await client.json('GET', '/api/openapi.json');
  if (document.status !== 200) throw new Error(`GET /api/openapi.json answered ${document.status}`);
  const operations = operationsOf(document.json);
  if (operations.length === 0) throw new Error('The OpenAPI document lists no operations');

  const session = await FuzzSession.start(client, random, target.mailedConfirmToken);
  const known = new KnownValues();
  const examples = await prepareExamples(client, session, known, target.today);
  // The setup's own rows and log lines are not any fuzz request's.
  await target.takeRowChanges();
  target.takeServerLog();

  const context = {
    random,
    known,
    today: target.today,
    examples: examples.bodies,
    accounts: session.size,
  };
  const result: FuzzResult = {
    seed: options.seed,
    requests: 0,
    durationMs: 0,
    operations,
    byKind: new Map(),
    byOperation: new Map(),
    failures: [],
    setupNotes: examples.notes,
    sessionRenewals: 0,
    unconfirmedResets: [],
  };
  const order = schedule(operations, random);
  let previous: { request: FuzzRequest; wire: WireRequest; answer: WireAnswer } | undefined;
  for (let index = 0; index < options.requests; index += 1) {
    const operation = order.next().value as FuzzOperation;
    const request = generateRequest(operation, context);
    const wire = {
      ...request,
      headers: { ...request.headers, ...session.headersFor(request.credentials) },
    };
    const answer = await client.send(wire);
    const changes = await target.takeRowChanges();
    result.failures.push(...judge(index, request, answer, changes, target.takeServerLog()));
    if (answer.brokenConnection && previous) {
      // Blamed only if it does it again: a connection reset now and then (a process running
      // both ends on a loaded machine) is no request's doing.
      const again = await client.breaksConnection(previous.wire);
      await target.takeRowChanges();
      target.takeServerLog();
      if (again) {
        result.failures.push(
          failureOf('broken-connection', index - 1, previous.request, previous.answer, {
            answerExcerpt: `${previous.answer.status} ${previous.answer.text.slice(0, 200)}; then the next request on the connection (#${index} ${request.method} ${request.path.slice(0, 80)}) got no answer: ${answer.brokenConnection}; it does so again when replayed`,
          }),
        );
      } else {
        result.unconfirmedResets.push(
          `#${index - 1} ${previous.request.method} ${previous.request.path.slice(0, 80)} (${previous.answer.status}), then #${index} ${request.method} ${request.path.slice(0, 80)}: ${answer.brokenConnection}`,
        );
      }
    }
    previous = { request, wire, answer };
    const status = statusClassOf(answer.status);
    count(result.byKind, request.kind, status);
    count(result.byOperation, operation.id, status);
    result.requests += 1;
    if (status === '2xx') known.harvest(answer.json);
    const upkeep = await keepSessionAlive(session, request, answer, random);
    if (upkeep === 'renewed') result.sessionRenewals += 1;
    if (upkeep !== 'nothing') {
      // The probe and a new sign-in write rows (limiter, tokens) that are no fuzz request's.
      await target.takeRowChanges();
      target.takeServerLog();
    }
    if ((index + 1) % PROGRESS_EVERY === 0) options.onProgress?.(index + 1);
  }
  return result;
}

/**
 * extend-session replaces the caller's token and logout revokes it: the session follows, so the
 * rest of the run is not a stream of 401s. Says whether it called the server, and whether an
 * account signed in again.
 */
async function keepSessionAlive(
  session: FuzzSession,
  request: FuzzRequest,
  answer: WireAnswer,
  random: Random,
): Promise<'nothing' | 'checked' | 'renewed'> {
  if (request.credentials.via === 'none') return 'nothing';
  const token = (answer.json as { token?: unknown } | undefined)?.token;
  if (
    request.operation.id === 'extendSession' &&
    answer.status === 200 &&
    typeof token === 'string'
  ) {
    session.adoptToken(request.credentials, token);
    return 'nothing';
  }
  const revoked = request.operation.id === 'logout' && answer.status < 300;
  const refused = request.operation.needsSession && answer.status === 401;
  if (!revoked && !refused) return 'nothing';
  return (await session.renewIfRevoked(request.credentials, random)) ? 'renewed' : 'checked';
}
