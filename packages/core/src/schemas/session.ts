import * as z from 'zod/mini';
import {
  MAX_SEARCHES_PER_SESSION,
  SESSION_TYPE_GUEST,
  SESSION_TYPE_REGISTERED,
} from '../constants';
import { optionalString } from './common';
import { searchSchema } from './search';
import { userSchema } from './user';

/** 0 guest, 1 registered (shell §3). */
export const sessionTypeSchema = z.literal([SESSION_TYPE_GUEST, SESSION_TYPE_REGISTERED]);
export type SessionType = z.infer<typeof sessionTypeSchema>;

/** A browser session (shell §3, quote §3). Times are epoch milliseconds. */
export const sessionSchema = z.object({
  /** Random string prefixed with SESSION_ID_PREFIX. */
  id: z.string(),
  startTime: z.number(),
  duration: z.number(),
  sessionType: sessionTypeSchema,
  user: z.optional(userSchema),
  guestEmail: optionalString,
  searches: z._default(z.array(searchSchema).check(z.maxLength(MAX_SEARCHES_PER_SESSION)), []),
  /** DECISION: the `id` of the active search among `searches` (not a copy of it). */
  activeSearch: optionalString,
});
export type Session = z.infer<typeof sessionSchema>;

/** The profile sent with orders (quote §3). */
export const sessionProfileSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Absent for a guest. */
  userId: optionalString,
});
export type SessionProfile = z.infer<typeof sessionProfileSchema>;
