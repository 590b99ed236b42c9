import { contactRequestSchema } from '@bikeship/core/schemas';
import { describe, expect, it } from 'vitest';
import { firstProblemField, problemsOf, serverProblems } from './fieldProblems';

const wording = {
  name: 'Enter your name.',
  email: 'Enter your email address.',
  orderNumber: 'Enter the order number.',
  topic: 'Choose a topic.',
  message: 'Write your message.',
};
const good = { name: 'Jo', email: 'jo@example.com', topic: 'order', message: 'Hello' };

describe('a form’s problems, by the core schema the server holds the request to', () => {
  it('finds none in a good request', () => {
    expect(problemsOf(contactRequestSchema, good, wording)).toEqual({});
  });

  it('words each bad field for its field, and a text over its limit by the limit', () => {
    const problems = problemsOf(
      contactRequestSchema,
      { ...good, email: 'jo@', name: '', message: 'x'.repeat(1001) },
      wording,
    );
    expect(problems).toEqual({
      name: 'Enter your name.',
      email: 'Enter your email address.',
      message: 'Use at most 1000 characters.',
    });
    expect(firstProblemField(problems, ['name', 'email', 'message'])).toBe('name');
  });

  it('puts the server’s field errors under the fields they name, the rest apart', () => {
    expect(
      serverProblems(
        [
          { propertyName: 'Email', message: 'Refused' },
          { propertyName: 'somethingElse', message: 'Try later' },
        ],
        ['name', 'email'],
      ),
    ).toEqual({ byField: { email: 'Refused' }, other: ['Try later'] });
  });
});
