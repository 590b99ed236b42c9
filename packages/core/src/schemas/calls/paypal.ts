import * as z from 'zod/mini';
import { optionalString } from '../common';

export const paypalHasPaymentTokenResponseSchema = z.object({ hasPaymentToken: z.boolean() });
export type PaypalHasPaymentTokenResponse = z.infer<typeof paypalHasPaymentTokenResponseSchema>;

/** `_t` is a cache-busting timestamp. */
export const paypalTokenQuerySchema = z.object({ _t: optionalString });
export const paypalTokenResponseSchema = z.object({ idToken: z.string() });
export type PaypalTokenResponse = z.infer<typeof paypalTokenResponseSchema>;
