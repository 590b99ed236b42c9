import * as z from 'zod/mini';
import {
  EMAIL_EXTRA_RECIPIENTS_MAX,
  EMAIL_NAMES,
  EMAIL_RECIPIENTS_LIST_MAX,
  FREE_TEXT_MAX_LENGTH,
} from '../../constants';
import { emailFieldSchema, positiveWholeNumber } from '../common';

const positiveId = z.optional(positiveWholeNumber);

/**
 * POST /api/email/send (quote §7). Label by email (LABELS) and mail label (MAILLABEL) need a
 * shipment id; LABELS also needs an address to send to (quote §5). DECISION: `id` is the user
 * the email is sent on behalf of, when not the signed-in one (bike-shop staff).
 * The call sends mail to addresses the caller names, so both what it sends and to how many are
 * bounded: at most EMAIL_RECIPIENTS_LIST_MAX addresses in the list (the server then allows
 * EMAIL_EXTRA_RECIPIENTS_MAX besides the order's own) and a note of at most
 * FREE_TEXT_MAX_LENGTH characters.
 */
export const sendEmailRequestSchema = z
  .object({
    emailName: z.enum(EMAIL_NAMES),
    id: z.optional(z.string()),
    additionalRecipients: z._default(
      z.array(emailFieldSchema).check(
        z.maxLength(EMAIL_RECIPIENTS_LIST_MAX, {
          error: `At most ${EMAIL_EXTRA_RECIPIENTS_MAX} addresses besides the order's own`,
        }),
      ),
      [],
    ),
    AdditionalMessage: z.optional(
      z.string().check(
        z.maxLength(FREE_TEXT_MAX_LENGTH, {
          error: `A message of at most ${FREE_TEXT_MAX_LENGTH} characters`,
        }),
      ),
    ),
    orderId: positiveId,
    shipmentId: positiveId,
  })
  .check(
    z.refine((body) => body.shipmentId !== undefined || !body.emailName.includes('LABEL'), {
      path: ['shipmentId'],
      error: 'A shipment is required',
    }),
    z.refine((body) => body.emailName !== 'LABELS' || body.additionalRecipients.length > 0, {
      path: ['additionalRecipients'],
      error: 'An email address is required',
    }),
  );
export type SendEmailRequest = z.infer<typeof sendEmailRequestSchema>;
