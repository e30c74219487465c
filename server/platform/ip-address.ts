/**
 * Which addresses the server may send requests to on a user's behalf (issue 21 §4). Public
 * unicast addresses are fine; "private" ones (loopback, RFC 1918, ULA, CGNAT) only when the
 * install allows them (WEBHOOK_ALLOW_PRIVATE, for on-premises receivers); everything else
 * (link-local with the cloud metadata address, unspecified, multicast, broadcast, reserved,
 * NAT64 and other IPv6 transition prefixes) never. The ranges come from ipaddr.js, a maintained
 * list, rather than hand-written masks.
 */
import ipaddr from 'ipaddr.js';

export type AddressClass =
  | {kind: 'public'}
  | {kind: 'private'; range: string}
  | {kind: 'forbidden'; range: string};

/** Internal networks an on-premises install may choose to reach. */
const privateRanges = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);

/** ::a.b.c.d (IPv4-compatible, deprecated): not "unspecified" to ipaddr.js, yet no public host. */
const ipv4Compatible = ipaddr.parseCIDR('::/96');

/** IPv6 forms that carry an IPv4 address the connection really goes to: judged by that address. */
const embedsIpv4 = new Set(['ipv4Mapped', 'rfc6145']);

/** Classifies an IP address in any spelling ipaddr.js reads; undefined when it is not an address. */
export function classifyAddress(text: string): AddressClass | undefined {
  const literal = text.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(literal)) return undefined;
  const address = ipaddr.parse(literal);
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    const range = v6.range();
    if (embedsIpv4.has(range)) return classifyAddress(v6.toIPv4Address().toString());
    if (range === 'unicast' && v6.match(ipv4Compatible)) return {kind: 'forbidden', range: 'ipv4Compatible'};
    return rangeClass(range);
  }
  // ipaddr.js reads 127.1, 0x7f000001 and 2130706433 the way URL parsers and resolvers do.
  return rangeClass(address.range());
}

function rangeClass(range: string): AddressClass {
  if (range === 'unicast') return {kind: 'public'};
  return privateRanges.has(range) ? {kind: 'private', range} : {kind: 'forbidden', range};
}
