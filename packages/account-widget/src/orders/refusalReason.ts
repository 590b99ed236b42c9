import { ApiError, readErrorMessage } from '@bikeship/core/api';

// Duck-typed: the Blob class of the fetch that answered may not be this realm's.
const isBlobLike = (body: unknown): body is Pick<Blob, 'text'> =>
  typeof body === 'object' && body !== null && typeof (body as Blob).text === 'function';

/**
 * The server's own words for a refusal (a 4xx/5xx whose body says why), else none. A call that
 * answers a file (the download) hands its error body over as a Blob: read as JSON first.
 */
export async function refusalReason(error: unknown): Promise<string | null> {
  if (!(error instanceof ApiError)) return null;
  let body = error.body;
  if (isBlobLike(body)) {
    const text = await body.text().catch(() => '');
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return readErrorMessage(body) ?? null;
}
