import * as z from 'zod/mini';
import { optionalString } from './common';

/**
 * An ambassador; the list is sorted by name (quote §3). DECISION: besides the name, a short
 * bio, a home town and a picture, as ambassador pages of real shops show.
 */
export const ambassadorSchema = z.object({
  name: z.string(),
  bio: optionalString,
  location: optionalString,
  imageUrl: optionalString,
});
export type Ambassador = z.infer<typeof ambassadorSchema>;
