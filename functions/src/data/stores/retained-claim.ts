import { retainedClaims } from '../entities/retained-claim';

/** Keeps what the law requires of a paid claim, under the tombstone id, until `expiresAt` (TTL). */
export async function keepClaimSummary(
  tombstoneId: string,
  applicationId: string,
  summary: unknown,
  expiresAt: number,
) {
  await retainedClaims().put({ tombstoneId, applicationId, summary, expiresAt }).go();
}
