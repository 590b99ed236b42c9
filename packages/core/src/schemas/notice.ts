import * as z from 'zod/mini';
import { LAST_STEP } from '../constants';
import { optionalString } from './common';

/** Notice box styles (shell §3). */
export const noticeTypeSchema = z.enum(['alert-warning', 'alert-danger', 'alert-success', 'info']);
export type NoticeType = z.infer<typeof noticeTypeSchema>;

/**
 * DECISION: `page` is the area a notice targets ('home' or 'ship'); `pages` optionally narrows a
 * 'ship' notice to wizard steps (1–5). Without `page` a notice shows wherever it is loaded.
 */
export const noticePageSchema = z.enum(['home', 'ship']);
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeReplacementSchema = z.object({ key: z.string(), value: z.string() });
export type NoticeReplacement = z.infer<typeof noticeReplacementSchema>;

/** A page notice / alert (shell §3, quote §3). Times are ISO 8601 UTC strings. */
export const noticeSchema = z.object({
  name: z.string(),
  page: z.optional(noticePageSchema),
  pages: z.optional(z.array(z.number().check(z.multipleOf(1), z.gte(1), z.lte(LAST_STEP)))),
  key: optionalString,
  type: z._default(noticeTypeSchema, 'info'),
  /** A short lead-in shown in bold before the message, e.g. 'Heads up!'. */
  expletive: optionalString,
  message: z.string(),
  /**
   * DECISION: a list of placeholder → plain-text value, e.g. [{ key: '{date}', value: 'May 27' }]
   * (a list rather than a record keeps z.record out of the bundle). Replacements are inserted as
   * text, never as HTML.
   */
  replacements: z._default(z.array(noticeReplacementSchema), []),
  startTime: optionalString,
  endTime: optionalString,
  dismissable: z._default(z.boolean(), true),
  active: z._default(z.boolean(), true),
});
export type Notice = z.infer<typeof noticeSchema>;
