import { createApiClient, createStoredValueApi } from '@bikeship/core/api';

/**
 * The stored review count (GET /api/StoredValue/bykey/reviewcount), as the server holds it (a
 * string), or null when it has none or cannot be reached. A module of its own, imported once
 * the page is shown, so the page's first chunk carries no API client.
 */
export async function fetchReviewCount(): Promise<string | null> {
  const answer = await createStoredValueApi(
    createApiClient({ baseURL: window.location.origin }),
  ).getStoredValue({ params: { key: 'reviewcount' } });
  return answer ? answer.value : null;
}
