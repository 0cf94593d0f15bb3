/**
 * The claim a thread is about: the one its newest message naming a claim named, while it is still one of the
 * customer's claims; else the customer's only claim; else none (the thread is general).
 */
export function threadClaimId(namedLast: string | null | undefined, customerClaims: readonly string[]): string | null {
  if (namedLast && customerClaims.includes(namedLast)) return namedLast;
  return customerClaims.length === 1 ? customerClaims[0]! : null;
}

/**
 * The claim a staff message is about: the one staff chose, none when they chose "no particular claim" (null), and
 * the thread's claim when they said nothing (undefined).
 */
export const staffMessageClaim = (chosen: string | null | undefined, threadClaim: string | null): string | null =>
  chosen === undefined ? threadClaim : chosen;
