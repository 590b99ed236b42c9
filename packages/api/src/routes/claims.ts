import type { RouteModule } from '../http/appEnv';

// Being built in this session (issue 4); registered already so that the areas do not collide.
export const claimRoutes: RouteModule = () => {};
