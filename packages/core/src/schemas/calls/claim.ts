import * as z from 'zod/mini';

/** DECISION: a filed claim answers its number, quoted in the confirmation. */
export const claimResponseSchema = z.object({ success: z.boolean(), claimId: z.number() });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;
