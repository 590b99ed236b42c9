import * as z from 'zod/mini';
import { MAX_STAGES, NAME_MAX_LENGTH } from '../constants';

/**
 * Shared building blocks. zod schemas are immutable, so one instance can sit in many shapes;
 * sharing them keeps the browser bundle small.
 */
export const optionalString = z.optional(z.string());
export const optionalNumber = z.optional(z.number());
export const optionalBoolean = z.optional(z.boolean());
export const falseByDefault = z._default(z.boolean(), false);
export const zeroByDefault = z._default(z.number(), 0);
/** A required form field: a string with at least one character. */
export const requiredString = z.string().check(z.minLength(1));
/** A person's or company's name in a request: required, at most NAME_MAX_LENGTH. */
export const nameField = z.string().check(z.minLength(1), z.maxLength(NAME_MAX_LENGTH));
export const optionalNameField = z.optional(z.string().check(z.maxLength(NAME_MAX_LENGTH)));
/** An ISO 3166-1 alpha-2 country code, e.g. 'US'. */
export const countryCodeSchema = z.string().check(z.minLength(2), z.maxLength(2));
/** A calendar date 'YYYY-MM-DD' (ship, deliver and order dates). */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/**
 * Whole numbers use `multipleOf(1)` rather than `z.int()`: the same check, already in the
 * bundle for the coerced ids below, where `z.int()` would add ~0.4 KB gzip.
 */
export const positiveWholeNumber = z.number().check(z.multipleOf(1), z.positive());
export const nonNegativeWholeNumber = z.number().check(z.multipleOf(1), z.gte(0));
/** A stage number, 1 to MAX_STAGES. */
export const stageNumber = z.number().check(z.multipleOf(1), z.gte(1), z.lte(MAX_STAGES));
/** An amount of money or a measure that cannot be negative. */
export const nonNegativeNumber = z.number().check(z.gte(0));
/** A money amount of a request in dollars: never negative, 0 when left out. */
export const amountInRequest = z._default(nonNegativeNumber, 0);
/** A dimension or weight: strictly positive. */
export const positiveNumber = z.number().check(z.positive());

/**
 * A database id (orders, shipments, addresses, saved searches, documents, events). In a path or
 * query string it arrives as text, so it is coerced; it must be a positive whole number.
 */
export const idParam = z.coerce.number<string | number>().check(z.multipleOf(1), z.positive());
/** A non-negative whole number read from a query string (skip, take, month…). */
export const countParam = z.coerce.number<string | number>().check(z.multipleOf(1), z.gte(0));

/**
 * DECISION (not shown): calls whose answer the spec does not show and that only succeed or fail
 * answer `{ success }`; a failure is an HTTP error status, so `success` is true in practice and
 * exists so that the client always has a body to validate.
 */
export const successResponseSchema = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;
