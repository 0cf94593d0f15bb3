/**
 * An address as the notice to the old one shows it: enough for its owner to recognise an address of theirs
 * ("n***@e***.com"), not enough to hand a stranger who reads the old mailbox the new address.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const lastDot = domain.lastIndexOf('.');
  const topLevel = lastDot > 0 ? domain.slice(lastDot) : '';
  return `${local[0]}***@${domain[0] ?? ''}***${topLevel}`;
}
