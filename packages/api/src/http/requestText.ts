import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The request body as text. On Node (@hono/node-server hands the IncomingMessage over as
 * `c.env.incoming`) a body with a Content-Length is read straight from the socket: going through
 * `c.req.text()` makes node-server build a full WHATWG Request for it — a web stream, an
 * AbortSignal and their transfer plumbing — which the API benchmark profiled as several per
 * cent of the quote flow's CPU. The body-limit middleware has already checked the Content-Length
 * against the limit and Node's parser never reads past it. Any other case (tests calling
 * `app.request`, a chunked body the limit middleware re-wrapped) reads through Hono.
 */
export async function requestText(c: Context): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.headers['content-length'] === undefined || incoming.readableEnded) {
    return c.req.text();
  }
  // Events rather than `for await`: the stream's async iterator costs promises and an iterator
  // object per body, for the one or two chunks a JSON body arrives in.
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.once('error', reject);
    // A client gone before the whole body came: nothing to answer, but the handler must end.
    incoming.once('close', () => {
      if (!incoming.complete) reject(new Error('The request body was cut off'));
    });
  });
}
