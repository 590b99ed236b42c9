import type { VisitorType } from '@bikeship/core/schemas';
import { getSiteConsent } from '../consent/siteConsent';
import { loadSiteRuntime } from '../runtime/siteRuntimeLoader';
import { sendToGa4 } from './ga4';
import type { PageView } from './requestPageView';

/** The view of the page shown now, waiting for analytics consent (null: none waiting). */
let waiting: PageView | null = null;
let listening = false;

const allowed = (): boolean => getSiteConsent().getState().preferences.analytics;

async function send(view: PageView): Promise<void> {
  const runtime = await loadSiteRuntime();
  const visitorType: VisitorType = runtime.visitor();
  const body = { path: view.path, title: view.title, visitorType };
  await Promise.all([
    runtime.api.analytics.recordPageView({ body }).catch((error: unknown) => {
      console.error('The page view could not be recorded', error);
    }),
    sendToGa4(runtime.api, body).catch((error: unknown) => {
      console.error('The page view could not be sent to Google Analytics', error);
    }),
  ]);
}

/**
 * Sends a page view with the visitor's analytics consent only (shell §7), to our API and, when
 * the server names one, to Google Analytics 4.
 * DECISION: without consent the view of the page shown is kept (the last one only), and sent
 * if the visitor allows analytics while still on that page: the page they chose on is a page
 * they viewed. Views of pages they already left are never sent.
 */
export async function sendPageView(view: PageView): Promise<void> {
  const consent = getSiteConsent();
  if (!listening) {
    listening = true;
    consent.subscribe(() => {
      if (!waiting || !allowed()) return;
      const view = waiting;
      waiting = null;
      void send(view);
    });
  }
  if (allowed()) {
    waiting = null;
    await send(view);
  } else {
    waiting = view;
  }
}
