/**
 * A customer has one profile and any number of claims over the years. Pure rules shared by the
 * applications handlers, the wizard and their tests.
 */
import type { ApplicationStatus } from './schemas';

/**
 * Claims the customer is still filling in or paying for (a reopened claim is being corrected): while one
 * exists, no new claim is opened and the wizard continues that one.
 */
const IN_PROGRESS: readonly ApplicationStatus[] = ['draft', 'ready_for_payment', 'reopened', 'awaiting_balance'];

export const isClaimInProgress = (status: ApplicationStatus): boolean => IN_PROGRESS.includes(status);

export interface ClaimYears {
  applicationId: string;
  status: ApplicationStatus;
  taxYears?: readonly string[] | null;
  createdAt?: string;
}

/** The claim in progress among a customer's claims (the newest, should there ever be two), or null. */
export const claimInProgress = <T extends ClaimYears>(claims: readonly T[]): T | null =>
  newestFirst(claims).find((claim) => isClaimInProgress(claim.status)) ?? null;

/**
 * Another claim in progress that keeps `applicationId` from becoming one too (staff reopening it): a
 * customer has at most one claim in progress, so the wizard, the payment page and the uploads never have
 * to choose between two.
 */
export const otherClaimInProgress = <T extends ClaimYears>(claims: readonly T[], applicationId: string): T | null =>
  claimInProgress(claims.filter((claim) => claim.applicationId !== applicationId));

/**
 * The tax years other claims hold, with the claim holding each: a year belongs to at most one claim
 * that was not rejected (two returns for one year would be filed otherwise).
 */
export function yearsHeldByOtherClaims(
  claims: readonly ClaimYears[],
  applicationId: string | null,
): Map<string, string> {
  const held = new Map<string, string>();
  for (const claim of claims) {
    if (claim.applicationId === applicationId || claim.status === 'rejected') continue;
    for (const year of claim.taxYears ?? []) if (!held.has(year)) held.set(year, claim.applicationId);
  }
  return held;
}

/** The requested years another claim already holds (sorted), with the first claim holding one. */
export function heldYearConflict(
  requested: readonly string[] | null | undefined,
  claims: readonly ClaimYears[],
  applicationId: string | null,
): { years: string[]; applicationId: string } | null {
  const held = yearsHeldByOtherClaims(claims, applicationId);
  const years = [...new Set(requested ?? [])].filter((year) => held.has(year)).sort();
  return years.length ? { years, applicationId: held.get(years[0]!)! } : null;
}

/** Newest first, the order the account page and `GET /applications` list claims in. */
export const newestFirst = <T extends ClaimYears>(claims: readonly T[]): T[] =>
  [...claims].sort(
    (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.applicationId.localeCompare(a.applicationId),
  );
