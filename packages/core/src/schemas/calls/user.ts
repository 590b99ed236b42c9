import * as z from 'zod/mini';
import { nameField, optionalNameField, optionalString } from '../common';
import { userSchema, userSettingsSchema } from '../user';

/** GET and PUT /api/User answer the user in `value` (shell §7). */
export const userResponseSchema = z.object({ value: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * DECISION: PUT /api/User sends the editable profile; email, roles and payment ids are not
 * editable here (email changes need a verified address).
 */
export const updateUserRequestSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  companyName: optionalNameField,
  phoneNumber: optionalString,
  settings: z.optional(userSettingsSchema),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
