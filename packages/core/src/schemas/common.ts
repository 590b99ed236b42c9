import * as z from 'zod/mini';
import {
  CENTS_PER_DOLLAR,
  EMAIL_MAX_LENGTH,
  MAX_DATABASE_INTEGER,
  MAX_MEASURE,
  MAX_MONEY_AMOUNT,
  MAX_STAGES,
  NAME_MAX_LENGTH,
} from '../constants';

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
/**
 * A calendar date 'YYYY-MM-DD' (ship, deliver and order dates) that exists: 2026-02-30 and
 * 2026-13-45 have the shape but no day, and year 0 fits no database date.
 */
export const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((date) => {
    const day = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date) && date >= '0001';
  }, 'Give a date that exists, as YYYY-MM-DD'),
);
/**
 * Whole numbers are checked with `Number.isInteger`: zod's `multipleOf(1)` lets a denormal like
 * 6.4e-323 through (its remainder rounds to 0), which no database integer column takes. Every
 * whole number a request carries fits a database integer column, so none can overflow one.
 */
const whole = z.refine<number>(Number.isInteger, 'Give a whole number');
const fitsDatabase = z.lte(MAX_DATABASE_INTEGER);
export const positiveWholeNumber = z.number().check(whole, z.positive(), fitsDatabase);
export const nonNegativeWholeNumber = z.number().check(whole, z.gte(0), fitsDatabase);
/** A whole number that may be negative (a time-zone offset, a code). */
export const wholeNumber = z.number().check(whole, z.gte(-MAX_DATABASE_INTEGER), fitsDatabase);
/** A stage number, 1 to MAX_STAGES. */
export const stageNumber = z.number().check(whole, z.gte(1), z.lte(MAX_STAGES));

/**
 * Whole cents: the amount times 100, cut to 12 significant digits (what survives the binary
 * float of any amount up to MAX_MONEY_AMOUNT), is a whole number. 119.5 and 0.07 pass; 1.005 and
 * 1e-7 do not.
 */
const wholeCents = z.refine<number>(
  (dollars) => Number.isInteger(Number((dollars * CENTS_PER_DOLLAR).toPrecision(12))),
  'Give the amount in whole cents',
);
/** A money amount in dollars: 0 to `max` (MAX_MONEY_AMOUNT), in whole cents. */
export const moneyAmount = (max = MAX_MONEY_AMOUNT) =>
  z.number().check(z.gte(0), z.lte(max), wholeCents);
/** A money amount of a request in dollars: never negative, 0 when left out. */
export const amountInRequest = z._default(moneyAmount(), 0);
/** A value that cannot be negative, bounded like money (a declared value). */
export const nonNegativeNumber = z.number().check(z.gte(0), z.lte(MAX_MONEY_AMOUNT));
/** A dimension or weight: strictly positive, at most MAX_MEASURE. */
export const positiveNumber = z.number().check(z.positive(), z.lte(MAX_MEASURE));

/**
 * A database id (orders, shipments, addresses, saved searches, documents, events). In a path or
 * query string it arrives as text, so it is coerced; it must be a positive whole number that a
 * database integer holds.
 */
export const idParam = z.coerce.number<string | number>().check(whole, z.positive(), fitsDatabase);
/** A non-negative whole number read from a query string (skip, take, month…). */
export const countParam = z.coerce.number<string | number>().check(whole, z.gte(0), fitsDatabase);

/**
 * DECISION (not shown): calls whose answer the spec does not show and that only succeed or fail
 * answer `{ success }`; a failure is an HTTP error status, so `success` is true in practice and
 * exists so that the client always has a body to validate.
 */
export const successResponseSchema = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/**
 * An email as the forms take it: required, valid, at most EMAIL_MAX_LENGTH (shell §5). Here, with
 * the other field types, because step 1's guest form checks it without the call schemas.
 */
export const emailFieldSchema = z.email().check(z.maxLength(EMAIL_MAX_LENGTH));
