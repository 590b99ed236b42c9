import { PARTNER_HEADER } from '@bikeship/core/constants';
import { partnerSlugSchema } from '@bikeship/core/schemas';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv';
import { badField } from './httpError';

/**
 * The partner (bike shop) a request comes from: the slug the embed on its page sends in
 * `X-Bikeship-Partner` (core PARTNER_HEADER), or null. Checked on every call that carries it,
 * not only where it is recorded (the temporary order): a page whose `partner` attribute is
 * malformed hears so on its first write — the rate request of step 1 — as a 400 naming the
 * header, rather than after a customer has filled in four steps. An empty header is malformed
 * too: the client leaves it out when there is no partner.
 *
 * DECISION: a well-formed slug is taken whether or not we know the shop. Attribution is
 * reconciled with partner agreements afterwards; refusing orders from a shop not yet on file
 * would cost the customer their shipment for an administrative gap.
 */
export function partnerOfRequest(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header(PARTNER_HEADER);
    if (given === undefined) {
      c.set('partner', null);
    } else {
      const checked = partnerSlugSchema.safeParse(given);
      if (!checked.success) {
        throw badField(
          PARTNER_HEADER,
          checked.error.issues[0]?.message ?? `The ${PARTNER_HEADER} is not a partner slug`,
        );
      }
      c.set('partner', checked.data);
    }
    await next();
  };
}
