import * as z from 'zod/mini';
import { STORED_VALUE_KEYS } from '../constants';
import { optionalNumber, optionalString } from './common';

export const storedValueKeySchema = z.enum(STORED_VALUE_KEYS);
export type StoredValueKey = z.infer<typeof storedValueKeySchema>;

/**
 * A server-kept value (shell §3). DECISION: `value` is text (numserved '123456', client-version
 * '1.4.2'), as kept in one text column; timestamps are ISO strings.
 */
export const storedValueSchema = z.object({
  key: z.string(),
  value: z.string(),
  valueId: optionalNumber,
  created: optionalString,
  updated: optionalString,
});
export type StoredValue = z.infer<typeof storedValueSchema>;
