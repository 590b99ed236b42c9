import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import { insuranceOption, insurancePresets } from '../services/protection';

/** Premium protection (quote §7): the preset choices and the price of one coverage. */
export const protectionRoutes: RouteModule = (app) => {
  route(app, endpoints.getInsurancePresets, () => insurancePresets());
  route(app, endpoints.getInsuranceOption, ({ query }) => insuranceOption(query.coverage));
};
