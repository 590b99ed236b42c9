import type { RouteModule } from '../http/appEnv';
import { addressRoutes } from './addresses';
import { alertsRoutes } from './alerts';
import { ambassadorRoutes } from './ambassadors';
import { analyticsRoutes } from './analytics';
import { authenticationRoutes } from './authentication';
import { bicycleShopRoutes } from './bicycleShops';
import { claimRoutes } from './claims';
import { contactRoutes } from './contact';
import { dateRoutes } from './date';
import { docsRoutes } from './docs';
import { documentRoutes } from './documents';
import { emailRoutes } from './email';
import { eventRoutes } from './events';
import { formDataRoutes } from './formData';
import { labelRoutes } from './labels';
import { landedCostRoutes } from './landedCost';
import { logRoutes } from './log';
import { orderRoutes } from './orders';
import { packageLocationRoutes } from './packageLocation';
import { paymentsRoutes } from './payments';
import { paypalRoutes } from './paypal';
import { placesRoutes } from './places';
import { protectionRoutes } from './protection';
import { qbpTopShopRoutes } from './qbpTopShop';
import { ratesRoutes } from './rates';
import { refundRoutes } from './refunds';
import { savedSearchRoutes } from './savedSearch';
import { siteRoutes } from './site';
import { ssoRoutes } from './sso';
import { storedValueRoutes } from './storedValue';
import { stripeRoutes } from './stripe';
import { userRoutes } from './user';
import { userPackageRoutes } from './userPackages';
import { widgetRoutes } from './widgets';

/** Every API area, one module each (DESIGN.md §7). */
export const routeModules: readonly RouteModule[] = [
  authenticationRoutes,
  ssoRoutes,
  userRoutes,
  storedValueRoutes,
  alertsRoutes,
  formDataRoutes,
  protectionRoutes,
  dateRoutes,
  placesRoutes,
  addressRoutes,
  userPackageRoutes,
  savedSearchRoutes,
  eventRoutes,
  ambassadorRoutes,
  bicycleShopRoutes,
  packageLocationRoutes,
  logRoutes,
  analyticsRoutes,
  // The quote and order areas (quote §7)
  ratesRoutes,
  landedCostRoutes,
  orderRoutes,
  refundRoutes,
  stripeRoutes,
  paypalRoutes,
  // How cards are taken (the payment step), the test gateway's 3-D Secure page
  paymentsRoutes,
  labelRoutes,
  documentRoutes,
  emailRoutes,
  claimRoutes,
  qbpTopShopRoutes,
  contactRoutes,
  docsRoutes,
  // The widget bundles and the partner example pages (/widgets/*, /examples/*)
  widgetRoutes,
  // The main site at / (site/): last, so it answers only what no other module does
  siteRoutes,
];
