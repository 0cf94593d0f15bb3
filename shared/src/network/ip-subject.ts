/**
 * What a per-IP limit counts a request against. An IPv4 address is one subscriber; an IPv6 host is given a whole
 * /64 (and can change its address within it at will), so an IPv6 address counts as its /64, written as its first
 * four groups in full (`2001:0db8:0000:0001::/64`). An IPv4-mapped IPv6 address counts as its IPv4 address;
 * anything that is not an IP address is counted as given.
 */
export function ipRateSubject(address: string): string {
  const trimmed = address.trim();
  if (!trimmed.includes(':')) return trimmed;
  const groups = ipv6Groups(trimmed.replace(/%.*$/, '').toLowerCase());
  if (!groups) return trimmed;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16).padStart(4, '0'))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const bytes = tail.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    text = `${text.slice(0, tail.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}
