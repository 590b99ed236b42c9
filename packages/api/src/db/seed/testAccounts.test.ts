import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestServer, withoutTestAccounts } from '../../testing/testServer';
import { users } from '../schema';
import { DEMO_CUSTOMER_EMAIL } from './demoCustomer';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-production-secret-0123',
  STRIPE_SECRET_KEY: 'sk_test_not_called_in_this_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_not_called_in_this_test',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

describe('production refuses test accounts (the demo customer logged in on a production server)', () => {
  it('does not start while the demo customer is in the database, and names it', async () => {
    await expect(createTestServer({ env: production })).rejects.toThrow(DEMO_CUSTOMER_EMAIL);
  });

  it('does not start with any .test account', async () => {
    const attempt = createTestServer({
      env: production,
      prepare: async (db) => {
        await withoutTestAccounts(db);
        await db.insert(users).values({
          email: 'qa@shop.test',
          firstName: 'Q',
          lastName: 'A',
          roles: ['Customer'],
          settings: {
            savePackages: true,
            saveAddresses: true,
            savePaymentMethods: true,
            mailingListOptIn: false,
            newsLetterOptIn: false,
          },
        });
      },
    });
    await expect(attempt).rejects.toThrow('qa@shop.test');
  });

  it('starts on a database without them, and seeds no demo customer back', async () => {
    const server = await createTestServer({ env: production, prepare: withoutTestAccounts });
    try {
      const demo = await server.deps.db
        .select()
        .from(users)
        .where(eq(users.email, DEMO_CUSTOMER_EMAIL));
      expect(demo).toEqual([]);
      const login = await server.request('POST', '/api/Authentication/login', {
        json: { email: DEMO_CUSTOMER_EMAIL, password: 'ride-safe-2026' },
      });
      expect(login.status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
