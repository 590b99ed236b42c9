import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { routeOfPath } from './routes/currentRoute';
import { loadPage } from './routes/pageLoading';
import { notFoundPage, SiteRoutes } from './routes/SiteRoutes';
import { HydrationCommitted, startHydration } from './runtime/hydration';
import './styles/site.css';

async function start(): Promise<void> {
  // The page of the URL is loaded before the first render (its chunk is modulepreloaded by the
  // HTML): a prerendered page hydrates against the same tree the prerender made, nothing pending.
  // A chunk that fails here is the error page's to handle, on the first render.
  const route = routeOfPath(window.location.pathname);
  await loadPage(route?.page ?? notFoundPage).catch(() => {});
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the site into');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
      <HydrationCommitted />
    </StrictMode>
  );
  // A prerendered page (its HTML says so) is hydrated; a page built at its route pattern (an
  // order's or an event's) was rendered without its parameters and is rendered afresh.
  // In a transition: React then renders in slices of a few milliseconds and lets the browser
  // answer input between them. Outside one, the first render is one task — on a mid-range phone
  // (Lighthouse's 4× slower CPU) a quarter of a second of a page that looks ready but ignores taps.
  startTransition(() => {
    if (container.dataset.prerendered === 'exact') {
      startHydration();
      hydrateRoot(container, app);
    } else createRoot(container).render(app);
  });
}

void start();
