import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, ipv6Network64 } from './clientAddress';

async function addressSeen(trustedProxyHops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustedProxyHops)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const response = await app.request('/', { headers });
  return response.text();
}

describe('client address for per-IP rate limits', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: a caller cannot pick its bucket', async () => {
    expect(await addressSeen(0, '203.0.113.9')).toBe('unknown');
  });

  it('behind one trusted proxy, takes the address that proxy appended', async () => {
    expect(await addressSeen(1, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('behind two trusted proxies, ignores what the caller wrote before them', async () => {
    expect(await addressSeen(2, 'forged, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('counts IPv6 callers per /64', () => {
    expect(ipv6Network64('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(ipv6Network64('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
