/**
 * One text substitution of a notice (shell §3): every occurrence of `key` in the message, the
 * placeholder as written (e.g. '{date}'), becomes `value`.
 */
export interface NoticeTextReplacement {
  key: string;
  value: string;
}

/** Characters that mean something in a RegExp, to match keys literally. */
const REGEXP_SPECIALS = /[.*+?^${}()|[\]\\]/g;

/**
 * The message with its text replacements applied (shell §8: notice messages may contain text
 * replacements). The result is PLAIN TEXT: nothing is parsed, escaped or stripped, so `<b>`
 * stays the three characters `<b>`. The UI must render it as text (a text node / JSX child),
 * never as HTML — that is what keeps a notice from ever injecting markup.
 * All keys are replaced in one pass: a value that contains another key is not expanded again.
 * On overlapping keys the longer one wins; with a repeated key the last value wins.
 *
 * @example applyNoticeReplacements('Ships {date}', [{ key: '{date}', value: 'May 2' }])
 * // 'Ships May 2'
 */
export function applyNoticeReplacements(
  message: string | null | undefined,
  replacements?: readonly NoticeTextReplacement[] | null,
): string {
  const text = message ?? '';
  const values = new Map((replacements ?? []).filter((r) => r.key).map((r) => [r.key, r.value]));
  if (values.size === 0) return text;
  const keys = [...values.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    keys.map((key) => key.replace(REGEXP_SPECIALS, '\\$&')).join('|'),
    'g',
  );
  // A replacer function inserts the value verbatim ("$&" in a value stays "$&").
  return text.replace(pattern, (key) => values.get(key) ?? key);
}

/** Where the user is: the home page, or a step (1–5) of the ship wizard. */
export type NoticeLocation = { page: 'home' } | { page: 'ship'; step: number };

/** The parts of a notice that targeting and activity read (shell §3). */
export interface TargetedNotice {
  /** 'home' or 'ship' (the schemas' DECISION); missing means wherever the notice is loaded. */
  page?: string | null;
  /** Wizard steps (1–5) a 'ship' notice is narrowed to; empty or missing means every step. */
  pages?: readonly number[] | null;
  active?: boolean | null;
  startTime?: string | number | null;
  endTime?: string | number | null;
}

/**
 * Whether a notice targets where the user is (shell §2, Page notices: the home page, the ship
 * flow overall, or one specific step 1–5): a 'home' notice shows on the home page; a 'ship'
 * notice on every wizard step, or only on the steps listed in `pages`; a notice without a
 * page shows wherever it is loaded.
 */
export function noticeTargetsLocation(notice: TargetedNotice, location: NoticeLocation): boolean {
  const { page, pages } = notice;
  if (!page) return true;
  if (page !== location.page) return false;
  return location.page === 'home' || !pages?.length || pages.includes(location.step);
}

/** Epoch ms of a notice time (ISO 8601 string or epoch ms); NaN when it cannot be read. */
function noticeTimeMs(time: string | number): number {
  return typeof time === 'number' ? time : Date.parse(time);
}

/**
 * A notice is active when its `active` flag is not false and now lies between startTime
 * (inclusive) and endTime (exclusive) (shell §3). A missing bound is open. DECISION: a bound
 * that cannot be read keeps the notice hidden — better no notice than one shown forever.
 */
export function isNoticeActive(notice: TargetedNotice, now: number): boolean {
  const { startTime, endTime } = notice;
  return (
    notice.active !== false &&
    (startTime === null || startTime === undefined || noticeTimeMs(startTime) <= now) &&
    (endTime === null || endTime === undefined || now < noticeTimeMs(endTime))
  );
}
