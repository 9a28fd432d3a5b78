// The client address used for throttling: the socket's, unless that is a trusted proxy; a header
// the client wrote itself never picks the address, and an unstamped or forged stamp means unknown.
import { describe, expect, test } from 'vitest';
import { clientAddress, resolveClientAddress } from '@/lib/auth/client-address';
import { createPeerAddressKey, parseTrustedProxies, PEER_ADDRESS_HEADER } from '@/lib/auth/peer-address.js';

const proxies = parseTrustedProxies('10.0.0.0/8, 192.0.2.7, fd00::/8');

describe('resolving the client behind a connection', () => {
  test.each([
    ['an untrusted peer, no header', '203.0.113.9', null, '203.0.113.9'],
    ['an untrusted peer forging X-Forwarded-For', '203.0.113.9', '198.51.100.1', '203.0.113.9'],
    ['an untrusted peer forging a chain', '203.0.113.9', '198.51.100.1, 10.0.0.1', '203.0.113.9'],
    ['an IPv4-mapped socket address', '::ffff:203.0.113.9', '198.51.100.1', '203.0.113.9'],
    ['a trusted proxy: the address it appended', '10.1.2.3', '198.51.100.1', '198.51.100.1'],
    [
      'a trusted proxy passing on what the client wrote: only its own entry counts',
      '10.1.2.3',
      '1.1.1.1, 198.51.100.1',
      '198.51.100.1',
    ],
    ['two trusted proxies in a row', '192.0.2.7', '198.51.100.1, 10.9.9.9', '198.51.100.1'],
    ['a trusted IPv6 proxy', 'fd00::1', '2001:db8::5', '2001:db8::5'],
    ['a trusted proxy with no header: the proxy itself', '10.1.2.3', null, '10.1.2.3'],
    ['a trusted proxy with garbage: the last address vouched for', '10.1.2.3', 'not-an-address', '10.1.2.3'],
  ])('%s', (_, peer, forwardedFor, expected) => {
    expect(resolveClientAddress(peer, forwardedFor, proxies)).toBe(expected);
  });

  test('with no trusted proxies, X-Forwarded-For is never read', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', [])).toBe('127.0.0.1');
  });

  test('a bad WARRI_TRUSTED_PROXIES entry is named', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.example')).toThrow(
      '"proxy.example" is neither an IP address nor a CIDR range',
    );
  });
});

describe('the stamp of server.js', () => {
  test('believed with this process’s key only; a fresh X-Forwarded-For per try changes nothing', () => {
    const key = createPeerAddressKey();
    const tries = ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((forged) =>
      clientAddress(new Headers({ [PEER_ADDRESS_HEADER]: `${key} 203.0.113.9`, 'x-forwarded-for': forged }), {}),
    );
    expect(tries).toEqual(['203.0.113.9', '203.0.113.9', '203.0.113.9']);
    expect(clientAddress(new Headers({ [PEER_ADDRESS_HEADER]: 'a-forged-key 198.51.100.1' }), {})).toBeNull();
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.1' }), {})).toBeNull();
  });
});
