import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../constants';
import { userSchema } from './user';

const minimalUser = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('user (shell §3, §6)', () => {
  it('has the roles [Guest] when the token carries none (shell §6)', () => {
    expect(userSchema.parse(minimalUser).roles).toEqual(['Guest']);
  });

  it('does not share the default roles list between users', () => {
    const user = userSchema.parse(minimalUser);
    user.roles.push('Admin');
    expect(userSchema.parse(minimalUser).roles).toEqual(['Guest']);
    expect(DEFAULT_ROLES).toEqual(['Guest']);
  });

  it('keeps roles from the token', () => {
    expect(userSchema.parse({ ...minimalUser, roles: ['Customer'] }).roles).toEqual(['Customer']);
  });

  it('defaults every setting to off and MaxDimensionsVerified to false', () => {
    const user = userSchema.parse(minimalUser);
    expect(user.settings).toEqual({
      savePackages: false,
      saveAddresses: false,
      savePaymentMethods: false,
      mailingListOptIn: false,
      newsLetterOptIn: false,
    });
    expect(user.MaxDimensionsVerified).toBe(false);
  });

  it('drops fields a server adds that the product does not know', () => {
    expect(userSchema.parse({ ...minimalUser, passwordHash: 'x' })).not.toHaveProperty(
      'passwordHash',
    );
  });
});
