import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a rate limit counts per IP, from the TCP socket.
 *
 * DECISION: `X-Forwarded-For` is trusted only as far as `TRUST_PROXY_HOPS` says: any caller can
 * write the header, so by default (0) it is ignored — a guesser cannot pick a fresh "address" for
 * every request. Behind N proxies (many API processes behind a load balancer, DESIGN.md §7)
 * the Nth entry from the right is the address the outermost trusted proxy saw; entries left of
 * it were written by the caller and are ignored.
 *
 * IPv6 callers are counted per /64 network: one subscriber usually holds a whole /64, so
 * counting single addresses would give a guesser 2^64 buckets.
 */
export function clientAddress(c: Context, trustedProxyHops = 0): string {
  let address: string | undefined;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trustedProxyHops > 0 && forwarded.length >= trustedProxyHops) {
    address = forwarded[forwarded.length - trustedProxyHops];
  } else {
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      // No Node socket (app.fetch called in-process): one shared bucket.
      address = undefined;
    }
  }
  if (!address) return 'unknown';
  const mappedIpv4 = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mappedIpv4) return mappedIpv4;
  return isIPv6(address) ? ipv6Network64(address) : address;
}

/** `2001:db8:1:2:3:4:5:6` → `2001:db8:1:2::/64` (the first four groups, `::` expanded). */
export function ipv6Network64(address: string): string {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  const network = groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':');
  return `${network}::/64`;
}
