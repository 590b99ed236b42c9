import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { TokenClaims, TokenService } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { RateRequestWriter } from '../db/rateRequestWriter';
import type { CarrierAdapter } from '../integrations/carrier/carrierAdapter';
import type { Mailer } from '../integrations/mail';
import type { PaymentGateway } from '../integrations/payments/paymentGateway';
import type { BackgroundWork } from '../services/backgroundWork';
import type { FileStore } from '../storage/fileStore';

/** What every route module and service receives: built once per server in `createApp`. */
export interface AppDeps {
  config: Config;
  db: Database;
  tokens: TokenService;
  logger: Logger;
  /** Outgoing mail: SMTP when configured, else `.eml` files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** Rates, tracking numbers and tracking events: the built-in carrier unless one is configured. */
  carrier: CarrierAdapter;
  /** Stripe when STRIPE_SECRET_KEY is set, else the embedded test gateway. */
  payments: PaymentGateway;
  /**
   * Uploads and label PDFs: in PostgreSQL when the database is PostgreSQL (every process sees
   * them), else under DATA_DIR/uploads.
   */
  files: FileStore;
  /** Where new rate requests are stored: at once on PostgreSQL, written behind on PGlite. */
  rateRequests: RateRequestWriter;
  /** The clock; tests move it. */
  now: () => Date;
  /** Work no answer waits for (see BackgroundWork); the server finishes it before it stops. */
  background: BackgroundWork;
}

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: {
    /** The signed-in user, from the auth cookie or an `Authorization: Bearer` header. */
    user: TokenClaims | null;
    /** The raw token the user came with (logout and extend-session revoke it). */
    token: string | null;
    /** Where the token came from: an embed uses the header, the site the cookie. */
    tokenSource: 'cookie' | 'bearer' | null;
    /** The partner (bike shop) whose embed sent the request, checked (http/partner.ts). */
    partner: string | null;
  };
}

export type App = Hono<AppEnv>;

/** One API area: registers its routes on the app. */
export type RouteModule = (app: App, deps: AppDeps) => void;
