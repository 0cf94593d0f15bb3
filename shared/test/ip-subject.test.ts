import { describe, expect, it } from 'vitest';
import { ipRateSubject } from '../src/network/ip-subject';

describe('what a per-IP limit counts a request against', () => {
  it.each([
    ['an IPv4 address, as it is', '203.0.113.7', '203.0.113.7'],
    ['an IPv6 address: its /64', '2001:db8:85a3:1:8a2e:370:7334:1', '2001:0db8:85a3:0001::/64'],
    [
      'another address of the same /64: the same subject',
      '2001:db8:85a3:1:ffff:ffff:ffff:ffff',
      '2001:0db8:85a3:0001::/64',
    ],
    ['the next /64: another subject', '2001:db8:85a3:2::1', '2001:0db8:85a3:0002::/64'],
    ['compressed in the middle', '2001:db8::1', '2001:0db8:0000:0000::/64'],
    ['compressed in the prefix', '2001::85a3:0:0:0:1', '2001:0000:0000:85a3::/64'],
    ['upper case', '2001:DB8:85A3:1::7334', '2001:0db8:85a3:0001::/64'],
    ['with a zone id', 'fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
    ['loopback', '::1', '0000:0000:0000:0000::/64'],
    ['IPv4-mapped: the IPv4 address', '::ffff:198.51.100.23', '198.51.100.23'],
    ['IPv4-mapped in hex: the IPv4 address', '::ffff:c633:6417', '198.51.100.23'],
    ['an IPv4 tail that is not mapped', '64:ff9b::192.0.2.33', '0064:ff9b:0000:0000::/64'],
    ['padding around it', ' 2001:db8::1 ', '2001:0db8:0000:0000::/64'],
    ['not an address (two ::), as given', '2001::db8::1', '2001::db8::1'],
    ['not an address (a bad group), as given', '2001:db8:zz::1', '2001:db8:zz::1'],
    ['too many groups, as given', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
    ['empty, as given', '', ''],
  ])('%s: %s → %s', (_case, address, subject) => {
    expect(ipRateSubject(address)).toBe(subject);
  });
});
