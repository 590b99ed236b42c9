/** Where a fake upload stops until it is let go, as a share of its size (0.4 = 40 % sent). */
export interface UploadHold {
  at: number;
  /** Resolves when the upload may finish; one that never resolves keeps it there (a story). */
  until: Promise<void>;
}

/**
 * An XMLHttpRequest stand-in that hands each request to a fake API's fetch (`fakeAuthApi`) and
 * reports its upload as a browser does — the part sent (`hold.at`, then waiting for
 * `hold.until`), then all of it — so a test can see an upload's progress bar halfway. Only what
 * core's `fetchWithUploadProgress` uses is there.
 * @example vi.stubGlobal('XMLHttpRequest', fakeXmlHttpRequest(api.fetch, { at: 0.4, until }));
 */
export function fakeXmlHttpRequest(fetch: typeof globalThis.fetch, hold?: UploadHold) {
  class FakeXmlHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    withCredentials = false;
    responseType: XMLHttpRequestResponseType = '';
    status = 0;
    statusText = '';
    response: unknown = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private answerHeaders = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getAllResponseHeaders(): string {
      return [...this.answerHeaders].map(([name, value]) => `${name}: ${value}\r\n`).join('');
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData | null) {
      void this.deliver(body);
    }

    private progress(loaded: number, total: number) {
      this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
    }

    private async deliver(body: FormData | null) {
      const total = [...(body?.values() ?? [])].reduce(
        (sum, value) => sum + (typeof value === 'string' ? value.length : value.size),
        0,
      );
      if (hold) {
        this.progress(Math.round(total * hold.at), total);
        await hold.until;
      }
      this.progress(total, total);
      try {
        const answer = await fetch(this.url, {
          method: this.method,
          headers: this.headers,
          body,
          credentials: this.withCredentials ? 'include' : 'same-origin',
        });
        this.status = answer.status;
        this.statusText = answer.statusText;
        this.answerHeaders = answer.headers;
        this.response = await answer.blob();
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    }
  }
  // Only the members core's upload uses are there; the cast says it stands for the real class.
  return FakeXmlHttpRequest as unknown as typeof XMLHttpRequest;
}
