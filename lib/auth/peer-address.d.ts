// Types of peer-address.js (plain JavaScript for server.js).
import type { IncomingMessage } from 'node:http';
import type { IPv4, IPv6 } from 'ipaddr.js';

export const PEER_ADDRESS_HEADER: string;
export function createPeerAddressKey(): string;
export function stampPeerAddress(request: IncomingMessage, key: string): void;
export function stampedPeerAddress(value: string | null | undefined): string | null;
export function peerAddressesStamped(): boolean;
/** An address range: the network address and the prefix length. */
export type AddressRange = [IPv4 | IPv6, number];
export function parseTrustedProxies(text: string | undefined): AddressRange[];
