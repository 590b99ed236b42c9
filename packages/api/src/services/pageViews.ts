import type { AnalyticsConfig, PageViewRequest } from '@bikeship/core/schemas';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { pageViews } from '../db/schema';

/** Keeps one page view of the site (shell §7) for the team's reports. */
export async function recordPageView(db: Database, view: PageViewRequest): Promise<void> {
  await db.insert(pageViews).values({
    path: view.path,
    title: view.title,
    visitorType: view.visitorType,
  });
}

/** Where page views go besides this API, as configured (ANALYTICS_GA4_MEASUREMENT_ID). */
export function analyticsConfigOf(
  config: Pick<Config, 'ANALYTICS_GA4_MEASUREMENT_ID'>,
): AnalyticsConfig {
  return { ga4MeasurementId: config.ANALYTICS_GA4_MEASUREMENT_ID ?? null };
}
