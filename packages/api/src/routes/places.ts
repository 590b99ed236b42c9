import type { RouteModule } from '../http/appEnv';

// Being built in this session (issue 3); registered already so that the areas do not collide.
export const placesRoutes: RouteModule = () => {};
