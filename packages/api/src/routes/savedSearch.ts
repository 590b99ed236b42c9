import { endpoints } from '@bikeship/core/schemas';
import type { RouteModule } from '../http/appEnv';
import { route } from '../http/endpointRoute';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearchesPage,
  updateSavedSearch,
} from '../services/savedSearches';

/** /api/SavedSearch (quote §7): a registered user's saved searches, owner only. */
export const savedSearchRoutes: RouteModule = (app, { db, now }) => {
  route(app, endpoints.createSavedSearch, async ({ user, body }) => ({
    value: await createSavedSearch(db, user.id, body, now()),
  }));
  route(app, endpoints.getSavedSearchesPaged, async ({ user, query }) => ({
    value: await listSavedSearchesPage(db, user.id, query),
  }));
  route(app, endpoints.updateSavedSearch, async ({ user, params, body }) => ({
    value: await updateSavedSearch(db, user.id, params.id, body, now()),
  }));
  route(app, endpoints.deleteSavedSearch, async ({ user, params }) => {
    await deleteSavedSearch(db, user.id, params.id);
    return { success: true };
  });
};
