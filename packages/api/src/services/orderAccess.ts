import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ORDER_KEY_HEADER } from '@bikeship/core/constants';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { TokenClaims } from '../auth/tokens';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { notFound } from '../http/httpError';

/**
 * Who may see and act on an order — the ONE place that decides it, for every area that reaches
 * an order (orders, payments, refunds, labels, documents, mails, claims).
 *
 * A registered customer owns the orders placed while signed in (`orders.userId`). A guest has
 * no account, so (DECISION) the temporary order hands the guest a random order key: its sha-256
 * is kept in `orders.guestKeyHash`, the key itself goes to the browser twice —
 * - as the HttpOnly, SameSite=Lax cookie `bikeship_order_<id>` (the site: scripts cannot read
 *   it, other sites cannot send it), and
 * - in the answer as `orderKey`, which an embed on a partner origin (where our cookie is a
 *   third-party cookie and is not sent) keeps in memory and sends back as the header
 *   `X-Bikeship-Order-Key`.
 * Whoever holds the key may act on that one order. Anything else — another customer's order, a
 * wrong key, no key — looks exactly like an order that does not exist (404).
 */

export type OrderRow = typeof orders.$inferSelect;

/** What a caller presents to reach an order. */
export interface OrderAccess {
  user: TokenClaims | null;
  /** The guest's order key (header or cookie), if any. */
  orderKey: string | null;
}

/** The header an embed sends the order key in (allowed by http/cors.ts). */
export { ORDER_KEY_HEADER };

/** DECISION: a guest can come back to an order (detail, labels, claims) for 180 days. */
export const ORDER_KEY_COOKIE_LIFETIME_S = 180 * 24 * 60 * 60;

/** The cookie that holds the key of one order: one cookie per order, so several can coexist. */
export function orderKeyCookieName(orderId: number): string {
  return `bikeship_order_${orderId}`;
}

/** A new order key: 256 random bits, URL-safe. */
export function newOrderKey(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a key: never the key itself, so a database leak does not open orders. */
export function hashOrderKey(orderKey: string): string {
  return createHash('sha256').update(orderKey).digest('hex');
}

/** Gives the browser the key of a new guest order (cookie; the answer carries it too). */
export function setOrderKeyCookie(
  c: Context<AppEnv>,
  orderId: number,
  orderKey: string,
  publicUrl: string,
): void {
  setCookie(c, orderKeyCookieName(orderId), orderKey, {
    httpOnly: true,
    secure: publicUrl.startsWith('https:'),
    sameSite: 'Lax',
    path: '/',
    maxAge: ORDER_KEY_COOKIE_LIFETIME_S,
  });
}

/**
 * What the caller of this request presents for order `orderId`: the signed-in user and the
 * order key, from the header (embeds) or else the order's cookie (the site).
 * @example
 * const order = await findOwnedOrder(db, orderId, orderAccessOf(c, orderId));
 */
export function orderAccessOf(c: Context<AppEnv>, orderId: number): OrderAccess {
  const header = c.req.header(ORDER_KEY_HEADER)?.trim();
  const cookie = getCookie(c, orderKeyCookieName(orderId))?.trim();
  return { user: c.get('user'), orderKey: header || cookie || null };
}

function keyMatches(orderKey: string, storedHash: string): boolean {
  const presented = Buffer.from(hashOrderKey(orderKey), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** Whether `access` opens `order`: its registered owner, or anyone holding its guest key. */
export function mayAccessOrder(
  order: Pick<OrderRow, 'userId' | 'guestKeyHash'>,
  access: OrderAccess,
): boolean {
  if (access.user && order.userId !== null && order.userId === access.user.id) return true;
  return Boolean(
    access.orderKey && order.guestKeyHash && keyMatches(access.orderKey, order.guestKeyHash),
  );
}

/**
 * The order if the caller may act on it, else 404 (another customer's order looks missing).
 * @example
 * const order = await findOwnedOrder(db, body.orderId, orderAccessOf(c, body.orderId));
 */
export async function findOwnedOrder(
  db: Database,
  orderId: number,
  access: OrderAccess,
): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
  if (!order || !mayAccessOrder(order, access)) throw notFound('Order');
  return order;
}
