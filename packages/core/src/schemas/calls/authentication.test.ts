import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../constants';
import { validationErrorResponseSchema } from '../validationError';
import { loginRequestSchema, registerRequestSchema } from './authentication';

/** A valid email of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = '@example.com';
  return 'a'.repeat(length - domain.length) + domain;
}

describe('login request (shell §5)', () => {
  it('accepts an email of 50 and a password of 60 characters', () => {
    const body = {
      email: emailOfLength(EMAIL_MAX_LENGTH),
      password: 'p'.repeat(PASSWORD_MAX_LENGTH),
    };
    expect(loginRequestSchema.safeParse(body).success).toBe(true);
  });

  it('rejects an email over 50 characters', () => {
    const result = loginRequestSchema.safeParse({
      email: emailOfLength(EMAIL_MAX_LENGTH + 1),
      password: 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['email']);
  });

  it('rejects a password over 60 characters', () => {
    const result = loginRequestSchema.safeParse({
      email: 'ada@example.com',
      password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password']);
  });

  it('requires both fields, and a valid email', () => {
    expect(loginRequestSchema.safeParse({ email: 'ada@example.com', password: '' }).success).toBe(
      false,
    );
    expect(loginRequestSchema.safeParse({ password: 'secret' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'ada', password: 'secret' }).success).toBe(false);
  });
});

describe('registration failures (shell §5)', () => {
  it('are items with propertyName and message', () => {
    const body = { errors: [{ propertyName: 'email', message: 'Email is already registered' }] };
    expect(validationErrorResponseSchema.parse(body)).toEqual(body);
    expect(validationErrorResponseSchema.safeParse({ errors: [{ message: 'x' }] }).success).toBe(
      false,
    );
  });

  it('require a name, an email and a password', () => {
    const valid = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'secret' };
    expect(registerRequestSchema.safeParse(valid).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...valid, firstName: '' }).success).toBe(false);
  });
});
