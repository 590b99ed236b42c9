import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a rate limit counts per IP, from the TCP socket.
 *
 * DECISION: `X-Forwarded-For` is not trusted at all: any caller can write it, so trusting it would
 * let a guesser pick a fresh "address" for every request. Behind a reverse proxy or load balancer
 * every caller would share the proxy's address and so one per-IP bucket; such a deployment
 * needs a configured list of trusted proxy hops, which this server does not have yet.
 *
 * IPv6 callers are counted per /64 network: one subscriber usually holds a whole /64, so
 * counting single addresses would give a guesser 2^64 buckets.
 */
export function clientAddress(c: Context): string {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // No Node socket (app.fetch called in-process): one shared bucket.
    address = undefined;
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
