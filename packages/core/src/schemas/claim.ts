import * as z from 'zod/mini';
import { CLAIM_PICTURE_FIELDS } from '../constants';
import { optionalString } from './common';

/** The multipart field names of a claim's picture lists (quote §3). */
export const claimPictureFieldSchema = z.enum(CLAIM_PICTURE_FIELDS);
export type ClaimPictureField = z.infer<typeof claimPictureFieldSchema>;

/**
 * The plain form fields of a claim (quote §3: "names not shown"). DECISION: what a carrier
 * damage/loss claim asks for: the order, the contact, what happened and the amount claimed
 * (dollars). Sent as multipart text fields beside the picture lists, so numbers arrive as text.
 */
export const claimFieldsSchema = z.object({
  orderId: z.coerce.number<string | number>().check(z.positive()),
  trackingNumber: optionalString,
  name: z.string().check(z.minLength(1)),
  email: z.email(),
  phone: optionalString,
  claimType: z.enum(['damage', 'loss']),
  description: z.string().check(z.minLength(1)),
  amountClaimed: z.coerce.number<string | number>().check(z.gte(0)),
});
export type ClaimFields = z.infer<typeof claimFieldsSchema>;
