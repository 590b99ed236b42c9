import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment (a bad value names the variable)', () => {
  it('defaults to 127.0.0.1:3000 and ./.data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 3000, DATA_DIR: './.data' });
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('names PORT when it is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('names DATABASE_URL when it is not a postgres URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x@localhost/db' })).toThrow(/DATABASE_URL/);
  });

  it('refuses production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('splits WEB_ORIGINS and checks each is a URL', () => {
    expect(loadConfig({ WEB_ORIGINS: 'https://a.example, https://b.example' }).WEB_ORIGINS).toEqual(
      ['https://a.example', 'https://b.example'],
    );
    expect(() => loadConfig({ WEB_ORIGINS: 'not a url' })).toThrow(/WEB_ORIGINS/);
  });

  it('SESSION_LIFETIME_SECONDS: 20 minutes by default (shell §9), whole seconds when set', () => {
    expect(loadConfig({}).SESSION_LIFETIME_SECONDS).toBe(1200);
    expect(loadConfig({ SESSION_LIFETIME_SECONDS: '70' }).SESSION_LIFETIME_SECONDS).toBe(70);
  });

  it('SESSION_LIFETIME_SECONDS: refuses what is not a lifetime, with a message naming it', () => {
    expect(() => loadConfig({ SESSION_LIFETIME_SECONDS: 'ten minutes' })).toThrow(
      'SESSION_LIFETIME_SECONDS: must be a whole number of seconds',
    );
    expect(() => loadConfig({ SESSION_LIFETIME_SECONDS: '90.5' })).toThrow(
      'SESSION_LIFETIME_SECONDS: must be a whole number of seconds',
    );
    // The warning opens 60 s before the end: a shorter session would open in it.
    expect(() => loadConfig({ SESSION_LIFETIME_SECONDS: '60' })).toThrow(
      'SESSION_LIFETIME_SECONDS: must be more than the 60 s warning before a session ends',
    );
    expect(() => loadConfig({ SESSION_LIFETIME_SECONDS: String(9 * 24 * 3600) })).toThrow(
      "SESSION_LIFETIME_SECONDS: must be at most the auth cookie's 691200 s (8 days)",
    );
  });
});

describe('production means production', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    SMTP_URL: 'smtp://mail.example.com:587',
  };

  it('starts with a secret and a mail transport', () => {
    expect(loadConfig(production).NODE_ENV).toBe('production');
  });

  it('refuses production without a mail transport: reset links would never leave the outbox', () => {
    const { SMTP_URL: _, ...withoutMail } = production;
    expect(() => loadConfig(withoutMail)).toThrow(/SMTP_URL/);
  });

  it('refuses Stripe without its webhook secret: 3-D Secure payments could never settle', () => {
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      loadConfig({
        ...production,
        STRIPE_SECRET_KEY: 'sk_live_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
      }).STRIPE_SECRET_KEY,
    ).toBe('sk_live_123');
  });
});
