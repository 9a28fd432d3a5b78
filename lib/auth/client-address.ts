// The address a request came from, for throttling (lib/auth/throttle.ts). It is the socket's
// address (stamped by server.js, lib/auth/peer-address.js) unless that is a proxy the operator
// trusts (WARRI_TRUSTED_PROXIES), so a client's own made-up X-Forwarded-For counts for nothing and
// a fresh header per try no longer makes a fresh address.
import ipaddr from 'ipaddr.js';
import {
  parseTrustedProxies,
  PEER_ADDRESS_HEADER,
  peerAddressesStamped,
  stampedPeerAddress,
  type AddressRange,
} from './peer-address.js';

type Env = Record<string, string | undefined>;

/** Longest address kept (an IPv6 address with a zone is under 64 characters). */
const MAX_ADDRESS_LENGTH = 64;

/** The client's address for these request headers; null when the app was not started by server.js (`next dev`). */
export function clientAddress(headers: Pick<Headers, 'get'>, env: Env = process.env): string | null {
  const peer = stampedPeerAddress(headers.get(PEER_ADDRESS_HEADER));
  if (peer === null) {
    warnUnknownAddresses(env);
    return null;
  }
  return resolveClientAddress(peer, headers.get('x-forwarded-for'), trustedProxies(env.WARRI_TRUSTED_PROXIES));
}

/**
 * Pure: the client behind a connection from `peer`, given the X-Forwarded-For it sent and the
 * trusted proxies. The entries are read from the right, each appended by the hop in front of the
 * one before, and the first address not itself a trusted proxy is the client (a trusted proxy
 * appends the address it saw after whatever the client sent). An entry that is no address stops
 * the walk at the last address vouched for.
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | null,
  trusted: readonly AddressRange[],
): string {
  let client = normalised(peer);
  if (client === null) return peer.slice(0, MAX_ADDRESS_LENGTH);
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (isTrusted(client, trusted)) {
    const hop = hops.pop();
    const address = hop === undefined ? null : normalised(hop);
    if (address === null) break;
    client = address;
  }
  return client.slice(0, MAX_ADDRESS_LENGTH);
}

/** The address in its canonical text (IPv4-mapped IPv6 as IPv4), or null when it is none. */
function normalised(text: string): string | null {
  try {
    return ipaddr.process(text).toString();
  } catch {
    return null;
  }
}

function isTrusted(address: string, trusted: readonly AddressRange[]): boolean {
  const parsed = ipaddr.parse(address);
  return trusted.some((range) => range[0].kind() === parsed.kind() && parsed.match(range));
}

let parsedProxies: { text: string | undefined; ranges: AddressRange[] } | undefined;

function trustedProxies(text: string | undefined): AddressRange[] {
  if (!parsedProxies || parsedProxies.text !== text) parsedProxies = { text, ranges: parseTrustedProxies(text) };
  return parsedProxies.ranges;
}

let warned = false;

/** Said once: in production, per-address throttling needs the app started through server.js. */
function warnUnknownAddresses(env: Env): void {
  if (warned || env.NODE_ENV !== 'production' || peerAddressesStamped()) return;
  warned = true;
  console.warn(
    'Client addresses are unknown, so sign-in attempts are throttled per account only: start the app with `npm start` (server.js), not `next start`.',
  );
}
