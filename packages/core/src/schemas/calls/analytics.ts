import * as z from 'zod/mini';
import { NAME_MAX_LENGTH } from '../../constants';

/** DECISION (not shown): a page's full path with its query is at most 2000 characters. */
export const PAGE_PATH_MAX_LENGTH = 2000;

/** Who viewed a page (shell §7 "visitor type (customer or guest)"). */
export const visitorTypeSchema = z.enum(['customer', 'guest']);
export type VisitorType = z.infer<typeof visitorTypeSchema>;

/**
 * POST /api/Analytics/page-view — one page view (shell §7): the full path (with its query), the
 * route name as title, and the visitor type. DECISION (payload not shown): nothing that names
 * the visitor is sent; the server keeps the three fields and the time.
 */
export const pageViewRequestSchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(PAGE_PATH_MAX_LENGTH), z.startsWith('/')),
  title: z.string().check(z.minLength(1), z.maxLength(NAME_MAX_LENGTH)),
  visitorType: visitorTypeSchema,
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

/**
 * GET /api/Analytics/config — where page views go besides our own API: a Google Analytics 4
 * measurement id when the server has one (ANALYTICS_GA4_MEASUREMENT_ID), else null. Read by the
 * page at run time so that its scripts stay files the CSP allows (no inline configuration).
 */
export const analyticsConfigSchema = z.object({
  ga4MeasurementId: z.nullable(z.string()),
});
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;
