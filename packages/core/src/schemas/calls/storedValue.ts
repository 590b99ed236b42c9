import * as z from 'zod/mini';
import { requiredString } from '../common';

/**
 * DECISION: any key is accepted here and the server answers 404 for one it does not keep, as a
 * key-value store would: the keys the client uses are STORED_VALUE_KEYS (storedValueKeySchema),
 * but the server may keep more, and an unknown key is "not found", not a malformed request.
 */
export const storedValueParamsSchema = z.object({ key: requiredString });
