import * as z from 'zod/mini';

/**
 * One field error (shell §5: registration failures are items with propertyName). The server
 * answers every bad body, query or path parameter with 400 and a `ValidationErrorResponse`
 * (DESIGN.md §7), so forms can mark the matching field.
 */
export const fieldErrorSchema = z.object({ propertyName: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const validationErrorResponseSchema = z.object({ errors: z.array(fieldErrorSchema) });
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;
