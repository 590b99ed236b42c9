import type { AnalyticsConfig, PageViewRequest } from '@bikeship/core/schemas';
import { gtag } from '../consent/consentMode';
import type { SiteApi } from '../runtime/siteApi';

/** Google's tag, a file from Google's host (the site's CSP allows it only when configured). */
const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

let config: Promise<AnalyticsConfig | null> | null = null;
let tagLoaded: string | null = null;

/** The server's analytics configuration, asked once per page load; null when it cannot say. */
function analyticsConfig(api: SiteApi): Promise<AnalyticsConfig | null> {
  config ??= api.analytics.getAnalyticsConfig().catch((error: unknown) => {
    console.error('The analytics configuration could not be read', error);
    config = null;
    return null;
  });
  return config;
}

/** Loads gtag.js once for the measurement id; the consent mode entries are already queued. */
function loadTag(measurementId: string): void {
  if (tagLoaded === measurementId) return;
  tagLoaded = measurementId;
  gtag('js', new Date());
  // Page views are sent by the site's router, one per navigation, not by the tag on load.
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/**
 * A page view for Google Analytics 4 when the server names a measurement id
 * (ANALYTICS_GA4_MEASUREMENT_ID), else nothing. Called only with analytics consent.
 */
export async function sendToGa4(api: SiteApi, view: PageViewRequest): Promise<void> {
  const measurementId = (await analyticsConfig(api))?.ga4MeasurementId;
  if (!measurementId) return;
  loadTag(measurementId);
  gtag('event', 'page_view', {
    page_location: new URL(view.path, location.origin).href,
    page_title: view.title,
    visitor_type: view.visitorType,
  });
}
