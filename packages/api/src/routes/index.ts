import type { RouteModule } from '../http/appEnv';
import { addressRoutes } from './addresses';
import { alertsRoutes } from './alerts';
import { ambassadorRoutes } from './ambassadors';
import { authenticationRoutes } from './authentication';
import { dateRoutes } from './date';
import { docsRoutes } from './docs';
import { eventRoutes } from './events';
import { formDataRoutes } from './formData';
import { logRoutes } from './log';
import { packageLocationRoutes } from './packageLocation';
import { placesRoutes } from './places';
import { protectionRoutes } from './protection';
import { savedSearchRoutes } from './savedSearch';
import { ssoRoutes } from './sso';
import { storedValueRoutes } from './storedValue';
import { userRoutes } from './user';
import { userPackageRoutes } from './userPackages';

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
  packageLocationRoutes,
  logRoutes,
  docsRoutes,
];
