// The address of the socket each request came in on, which Next.js does not hand to route handlers,
// server actions or next-auth. Our server (server.js) writes it into a request header before
// Next.js sees the request, after removing whatever the client sent under that name, together with
// a key made afresh by each process: the app believes the header only when it carries this
// process's key, so a client cannot forge it, and under a plain `next start` (no stamp) the address
// is unknown rather than the client's say-so. Plain JavaScript, as server.js runs without a build.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** The header that carries `<key> <socket address>` from server.js to the app. */
export const PEER_ADDRESS_HEADER = 'x-warri-peer-address';

// On globalThis: server.js and the app's bundles are separate module graphs in one process.
const keySymbol = Symbol.for('warri-open.peer-address-key');

/** Makes this process's key (server.js, once at start). */
export function createPeerAddressKey() {
  const key = randomBytes(32).toString('base64url');
  globalThis[keySymbol] = key;
  return key;
}

/** Sets the header on a Node request, replacing any the client sent. */
export function stampPeerAddress(request, key) {
  request.headers[PEER_ADDRESS_HEADER] = `${key} ${request.socket.remoteAddress ?? ''}`;
}

/** The socket address in a header value stamped by this process; null when unstamped or forged. */
export function stampedPeerAddress(value) {
  const key = globalThis[keySymbol];
  if (typeof key !== 'string' || !value) return null;
  const separator = value.indexOf(' ');
  if (separator < 0) return null;
  const given = Buffer.from(value.slice(0, separator));
  const expected = Buffer.from(key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value.slice(separator + 1) || null;
}

/** True when server.js stamps requests in this process. */
export function peerAddressesStamped() {
  return typeof globalThis[keySymbol] === 'string';
}

/**
 * WARRI_TRUSTED_PROXIES read: a comma-separated list of addresses and CIDR ranges
 * (`10.0.0.0/8, ::1`). Throws an Error naming the entry that is neither.
 */
export function parseTrustedProxies(text) {
  const ranges = [];
  for (const entry of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    try {
      if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
      else {
        const address = ipaddr.process(entry);
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      throw new Error(
        `WARRI_TRUSTED_PROXIES: "${entry}" is neither an IP address nor a CIDR range (such as 10.0.0.0/8).`,
      );
    }
  }
  return ranges;
}
