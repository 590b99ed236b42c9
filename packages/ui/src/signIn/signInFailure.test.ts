import { ApiError } from '@bikeship/core/api';
import { describe, expect, it } from 'vitest';
import { translatorOf } from '../messages/catalogue';
import { signInFailureText } from './signInFailure';
import { signInMessages } from './signInMessages';

const t = translatorOf(signInMessages, 'en-US');

describe('signInFailureText', () => {
  it("says the server's own message for an answer that is not a verdict (shell §8)", () => {
    const tooMany = new ApiError('http', 'Too many attempts. Try again in 5 minutes.', 429);
    expect(signInFailureText(tooMany, t)).toBe('Too many attempts. Try again in 5 minutes.');
  });

  it('asks to check the connection when no answer came', () => {
    expect(signInFailureText(new ApiError('network', 'Failed to fetch'), t)).toBe(
      'We could not reach bikeship to sign you in. Check your connection and try again.',
    );
  });

  it('throws on anything that is not an API error (a bug, not a sign-in failure)', () => {
    const bug = new TypeError('user is undefined');
    expect(() => signInFailureText(bug, t)).toThrow(bug);
  });
});
