import { contactRequestSchema } from '@bikeship/core/schemas';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '../forms/fieldProblems';
import { CONTACT_WORDING, contactRequestOf, EMPTY_CONTACT } from './contactForm';

const problemsIn = (values: typeof EMPTY_CONTACT) =>
  problemsOf(contactRequestSchema, contactRequestOf(values), CONTACT_WORDING);

describe('the contact form’s request (POST /api/Contact)', () => {
  it('an empty form asks for name, email, topic and message — the order number is optional', () => {
    expect(Object.keys(problemsIn(EMPTY_CONTACT)).sort()).toEqual(
      ['email', 'message', 'name', 'topic'].sort(),
    );
  });

  it('careless input: spaces for a name, an address without a domain, words for an order number', () => {
    const problems = problemsIn({
      name: '   ',
      email: 'jo@',
      orderNumber: 'my order',
      topic: 'order',
      message: 'Where is it?',
    });
    expect(problems).toEqual({
      name: CONTACT_WORDING.name,
      email: CONTACT_WORDING.email,
      orderNumber: CONTACT_WORDING.orderNumber,
    });
  });

  it('a good message is sent trimmed, with an order number as typed (#1042)', () => {
    const values = {
      name: ' Jo ',
      email: ' jo@example.com ',
      orderNumber: ' #1042 ',
      topic: 'order',
      message: ' Hi \n',
    };
    expect(problemsIn(values)).toEqual({});
    expect(contactRequestOf(values)).toEqual({
      name: 'Jo',
      email: 'jo@example.com',
      orderNumber: '#1042',
      topic: 'order',
      message: 'Hi',
    });
  });
});
