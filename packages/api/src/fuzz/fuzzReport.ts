import type { Failure } from './answerChecks';
import type { FuzzResult, StatusClass, StatusCounts } from './fuzzRun';

const STATUS_CLASSES: readonly StatusClass[] = ['2xx', '3xx', '4xx', '5xx', 'no answer'];

/** Failures that are one bug: same check, operation, kind of input and status. */
export interface FailureGroup {
  key: string;
  failures: Failure[];
}

/** Groups failures by what broke; in each group the smallest request first (easiest to read). */
export function groupFailures(failures: readonly Failure[]): FailureGroup[] {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = `${failure.check} · ${failure.operationId} (${failure.method}) · ${failure.kind} · ${failure.status || 'no answer'}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const size = (failure: Failure) =>
    Math.max(failure.bodyBytes, failure.bodyExcerpt.length) + failure.path.length;
  return [...groups]
    .map(([key, members]) => ({ key, failures: [...members].sort((a, b) => size(a) - size(b)) }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

function table(title: string, rows: Map<string, StatusCounts>): string[] {
  const names = [...rows.keys()].sort();
  const width = Math.max(title.length, ...names.map((name) => name.length));
  const header = [
    title.padEnd(width),
    'sent'.padStart(6),
    ...STATUS_CLASSES.map((c) => c.padStart(9)),
  ];
  const lines = [header.join(' ')];
  const totals: StatusCounts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 };
  for (const name of names) {
    const counts = rows.get(name) as StatusCounts;
    const sent = STATUS_CLASSES.reduce((sum, c) => sum + counts[c], 0);
    for (const c of STATUS_CLASSES) totals[c] += counts[c];
    lines.push(
      [
        name.padEnd(width),
        String(sent).padStart(6),
        ...STATUS_CLASSES.map((c) => String(counts[c]).padStart(9)),
      ].join(' '),
    );
  }
  const sent = STATUS_CLASSES.reduce((sum, c) => sum + totals[c], 0);
  lines.push(
    [
      'total'.padEnd(width),
      String(sent).padStart(6),
      ...STATUS_CLASSES.map((c) => String(totals[c]).padStart(9)),
    ].join(' '),
  );
  return lines;
}

/** One failure as a request someone can send again, and what came back. */
export function describeFailure(failure: Failure, seed: number): string[] {
  const lines = [
    `    #${failure.index} (seed ${seed}) ${failure.method} ${failure.path}`,
    `      input: ${failure.mutation}`,
  ];
  if (failure.contentType) lines.push(`      content-type: ${failure.contentType}`);
  if (failure.bodyExcerpt) {
    const size = failure.bodyBytes >= 0 ? ` (${failure.bodyBytes} bytes)` : '';
    lines.push(`      body${size}: ${failure.bodyExcerpt}`);
  }
  lines.push(`      answer ${failure.status || '(none)'}: ${failure.answerExcerpt}`);
  if (failure.rowChanges) lines.push(`      rows left: ${JSON.stringify(failure.rowChanges)}`);
  if (failure.serverLog) lines.push(`      server log: ${failure.serverLog}`);
  return lines;
}

/**
 * One line per kind of failure across operations (check · input · status), with the
 * operations it hit: one bug often shows in many operations (a 413 handled the same way
 * everywhere).
 */
function summaryLines(failures: readonly Failure[]): string[] {
  const byKind = new Map<string, { count: number; operations: Set<string> }>();
  for (const failure of failures) {
    const key = `${failure.check} · ${failure.kind} · ${failure.status || 'no answer'}`;
    const entry = byKind.get(key) ?? { count: 0, operations: new Set<string>() };
    entry.count += 1;
    entry.operations.add(failure.operationId);
    byKind.set(key, entry);
  }
  return [...byKind]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, { count, operations }]) =>
        `  ${key}: ${count}× in ${operations.size} operation${operations.size === 1 ? '' : 's'} (${[...operations].sort().join(', ')})`,
    );
}

/**
 * The failures: a summary by kind, then grouped by operation, each group's count and its
 * smallest examples (`examplesPerGroup`; Infinity lists every failure).
 */
export function formatFailures(result: FuzzResult, examplesPerGroup = 2): string {
  const groups = groupFailures(result.failures);
  if (groups.length === 0) return 'No failures.';
  const lines = [
    `${result.failures.length} failures (check · input · status):`,
    ...summaryLines(result.failures),
    '',
    `In ${groups.length} groups (check · operation · input · status):`,
  ];
  for (const group of groups) {
    lines.push('', `  ${group.key} — ${group.failures.length}×`);
    for (const failure of group.failures.slice(0, examplesPerGroup)) {
      lines.push(...describeFailure(failure, result.seed));
    }
    const more = group.failures.length - examplesPerGroup;
    if (more > 0) lines.push(`    … and ${more} more like these`);
  }
  return lines.join('\n');
}

/** The whole report of a run: what was sent, how the server answered, what failed. */
export function formatReport(result: FuzzResult, examplesPerGroup = 2): string {
  const lines = [
    `Fuzzed ${result.operations.length} operations with ${result.requests} requests in ${(result.durationMs / 1000).toFixed(1)} s (seed ${result.seed}).`,
    '',
    ...table('requests by kind', result.byKind as Map<string, StatusCounts>),
    '',
    ...table('requests by operation', result.byOperation),
  ];
  if (result.sessionRenewals > 0) {
    lines.push('', `Accounts signed in again after logout/revocation: ${result.sessionRenewals}.`);
  }
  if (result.unconfirmedResets.length > 0) {
    lines.push(
      '',
      `Kept-alive connections reset once (not counted as failures: the request before, replayed, did not do it again): ${result.unconfirmedResets.length}`,
      ...result.unconfirmedResets.map((reset) => `  ${reset}`),
    );
  }
  if (result.setupNotes.length > 0) {
    lines.push(
      '',
      'Setup notes (fewer valid examples):',
      ...result.setupNotes.map((note) => `  ${note}`),
    );
  }
  lines.push('', formatFailures(result, examplesPerGroup));
  return lines.join('\n');
}
