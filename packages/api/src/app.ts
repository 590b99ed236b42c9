import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv, RouteModule } from './http/appEnv';
import { authenticate } from './http/authentication';
import { bodyLimits } from './http/bodyLimit';
import { cors } from './http/cors';
import { HttpError } from './http/httpError';
import { partnerOfRequest } from './http/partner';
import { securityHeaders } from './http/securityHeaders';
import { routeModules } from './routes';

/** DECISION: JSON bodies up to 1 MiB (a 5-stage search is ~20 KB); uploads up to 1e8 bytes. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Claim and document uploads (quote §9: maximum content length 1e8). */
export const UPLOAD_BODY_LIMIT_BYTES = 1e8;

/**
 * The HTTP application: middleware, every API area, and the error answers of DESIGN.md §7
 * (400 with field errors, 404 JSON for unknown routes, 413 for oversized bodies, never a stack
 * trace). Pure: it opens nothing, so tests build one per database.
 */
export function createApp(
  deps: AppDeps,
  modules: readonly RouteModule[] = routeModules,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Every request has an id for the log; the answer names it except for the widget's files, which
  // a partner's page fetches on every load: a header there is bytes on the page's critical path
  // (the quote box's first render is held at 25 KB on the wire, headers included).
  const idInHeader = requestId();
  const idInLogOnly = requestId({ headerName: '' });
  app.use((c, next) =>
    c.req.path.startsWith('/widgets/') ? idInLogOnly(c, next) : idInHeader(c, next),
  );
  // First after the id, so that every answer gets them: CORS preflights, 413s, errors, 404s.
  app.use(securityHeaders({ config: deps.config, stripe: deps.payments.kind === 'stripe' }));
  app.use(async (c, next) => {
    // Built only when it is written: at LOG_LEVEL warn (production, the benchmark) a request
    // costs no log object.
    if (!deps.logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    await next();
    deps.logger.info(
      {
        requestId: c.get('requestId' as never),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
  app.use(cors(deps.config.WEB_ORIGINS));
  app.use(
    bodyLimits(
      { json: JSON_BODY_LIMIT_BYTES, multipart: UPLOAD_BODY_LIMIT_BYTES },
      (c, maxSize) => {
        // The rest of the body is never read: the connection cannot carry another request (a
        // kept-alive socket was reset under the client's next one), so the answer closes it.
        c.header('Connection', 'close');
        return c.json({ message: `The request body is larger than ${maxSize} bytes` }, 413);
      },
    ),
  );
  app.use('/api/*', partnerOfRequest());
  app.use('/api/*', authenticate(deps));

  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  for (const register of modules) register(app, deps);

  app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(
        {
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
          ...error.details,
        },
        error.status,
      );
    }
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
