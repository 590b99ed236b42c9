import * as z from 'zod/mini';
import { CLAIM_PICTURE_FIELDS, FREE_TEXT_MAX_LENGTH, MAX_MONEY_AMOUNT } from '../constants';
import { emailFieldSchema, idParam, nameField, optionalNameField } from './common';

/** The multipart field names of a claim's picture lists (quote §3). */
export const claimPictureFieldSchema = z.enum(CLAIM_PICTURE_FIELDS);
export type ClaimPictureField = z.infer<typeof claimPictureFieldSchema>;

/**
 * The plain form fields of a claim (quote §3: "names not shown"). DECISION: what a carrier
 * damage/loss claim asks for: the order, the contact, what happened and the amount claimed
 * (dollars). Sent as multipart text fields beside the picture lists, so numbers arrive as text.
 * Text is bounded like every other form's (names, e-mail, free text), so a multipart body cannot
 * smuggle megabytes of text into a row.
 */
export const claimFieldsSchema = z.object({
  orderId: idParam,
  trackingNumber: optionalNameField,
  name: nameField,
  email: emailFieldSchema,
  phone: optionalNameField,
  claimType: z.enum(['damage', 'loss']),
  description: z.string().check(z.minLength(1), z.maxLength(FREE_TEXT_MAX_LENGTH)),
  amountClaimed: z.coerce.number<string | number>().check(z.gte(0), z.lte(MAX_MONEY_AMOUNT)),
});
export type ClaimFields = z.infer<typeof claimFieldsSchema>;
