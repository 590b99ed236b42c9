/** How much of a request's body has been sent; `total` is 0 while the browser does not know it. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The headers of an XMLHttpRequest's answer, as a fetch Response carries them. */
function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose Response may not have a body (the constructor throws otherwise). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch over XMLHttpRequest that tells `onProgress` as the request's body goes out — the one
 * thing fetch cannot report. Given to an upload call as its own `fetch` (EndpointInput), so the
 * call keeps the client's token, headers, error answers and schema checks. Without
 * XMLHttpRequest (a server, a worker) it is the global fetch, and reports nothing.
 * @example
 * await documents.createShipmentDocument({ query, body, fetch: fetchWithUploadProgress(show) });
 */
export function fetchWithUploadProgress(
  onProgress: (progress: UploadProgress) => void,
): typeof globalThis.fetch {
  return (input, init = {}) => {
    if (typeof XMLHttpRequest === 'undefined') return globalThis.fetch(input, init);
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const url = input instanceof Request ? input.url : String(input);
      xhr.open(init.method ?? 'GET', url);
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      xhr.withCredentials = init.credentials === 'include';
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      xhr.onload = () =>
        resolve(
          new Response(NO_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr),
          }),
        );
      // As fetch fails: a TypeError for no answer, an AbortError for a cancelled call.
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
  };
}
