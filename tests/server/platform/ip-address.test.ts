/** The pure address classifier of the outgoing-request guard (server/platform/ip-address.ts). */
import {classifyAddress} from '../../../server/platform/ip-address';

describe('classifyAddress', () => {
  test.each([
    ['93.184.215.14'],
    ['8.8.8.8'],
    ['2606:4700:4700::1111'],
    // An IPv4-mapped IPv6 address is judged by the IPv4 address it carries.
    ['::ffff:8.8.8.8'],
  ])('%s is public', (address) => {
    expect(classifyAddress(address)).toEqual({kind: 'public'});
  });

  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['::ffff:192.168.1.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
  ])('%s is private (%s): allowed only on request', (address, range) => {
    expect(classifyAddress(address)).toEqual({kind: 'private', range});
  });

  test.each([
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001::1', 'teredo'],
    ['::7f00:1', 'ipv4Compatible'],
    ['::ffff:169.254.169.254', 'linkLocal'],
  ])('%s is never a target (%s)', (address, range) => {
    expect(classifyAddress(address)).toEqual({kind: 'forbidden', range});
  });

  test.each([['hooks.example'], ['localhost'], [''], ['1.2.3.4.5'], ['[hooks.example]']])('%j is not an address', (text) => {
    expect(classifyAddress(text)).toBeUndefined();
  });
});
