import {
  addContribution,
  addDays,
  claimableTaxYears,
  deadlineWatchKey,
  easternDay,
  seasonContribution,
  type SeasonContribution,
  type StoredImage,
} from '@taxback/shared';
import { seasonItemsOf } from '@taxback/functions/data/stores/season';
import { writeAll } from './bulk-load';

const DAY_MS = 86_400_000;
const FEE_CENTS = 24_900;
/** Claims spread over half a year, as a season's are. */
const SEASON_DAYS = 182;

const iso = (time: number) => new Date(time).toISOString();

/**
 * The stored items one synthetic claim is made of (its application, its payments, its missing forms), in every
 * stage: a twentieth each of draft, ready for payment, reopened, owing a balance and rejected, the rest paid and
 * spread over the steps; one in nine with missing forms, one in fifty paid twice (the second refunded).
 */
function claimImages(index: number, now: number): { entity: string; image: StoredImage }[] {
  const created = now - (index % SEASON_DAYS) * DAY_MS - (index % 1440) * 60_000;
  const at = (days: number) => iso(Math.min(created + days * DAY_MS, now));
  const applicationId = `bench-season-${index}`;
  const userId = `bench-user-${index}`;
  const band = index % 20;
  const paid = band >= 3 && band !== 5;
  const missing = index % 9 === 0;
  const application: StoredImage = {
    applicationId,
    userId,
    taxYears: [String(claimableTaxYears(new Date(now))[index % 3] ?? claimableTaxYears(new Date(now))[0])],
    hasItin: true,
    hasAll1042s: !missing,
    ...(missing ? { missingForms: [{ id: 'm1' }] } : {}),
    status: ['draft', 'draft', 'ready_for_payment', 'reopened', 'awaiting_balance', 'rejected'][band] ?? 'submitted',
    createdAt: iso(created),
    updatedAt: at(1),
    ...(paid ? { paymentCompletedDate: at(2) } : {}),
    ...(band >= 9 ? { formsSentDate: at(8) } : {}),
    ...(band >= 12 ? { formsReceivedDate: at(20) } : {}),
    ...(band >= 14 ? { irsSubmissionDate: at(25) } : {}),
    ...(band >= 17 ? { irsApprovalDate: at(60) } : {}),
    ...(band >= 19 ? { refundIssuedDate: at(90) } : {}),
  };
  const images = [{ entity: 'application', image: application }];
  if (paid) {
    images.push({ entity: 'payment', image: { status: 'paid', kind: 'fee', amountCents: FEE_CENTS, paidAt: at(2) } });
  }
  if (paid && index % 50 === 7) {
    images.push({
      entity: 'payment',
      image: { status: 'refunded', kind: 'fee', amountCents: FEE_CENTS, paidAt: at(2), refundedAt: at(3) },
    });
  }
  if (paid && missing) {
    images.push({ entity: 'authorisation', image: { forms: [{ entryId: 'm1' }] } });
    images.push({
      entity: 'retrieval',
      image: { status: index % 2 ? 'received' : 'requested', requestedAt: at(5) },
    });
  }
  return images;
}

/**
 * Writes the season's aggregate items for `claims` synthetic claims, as the recount would make them from those
 * claims' items (the view reads only the aggregates). The deadline rows' days are moved into the next 45 days, so
 * the deadlines Query reads its full page however far the real deadlines are: the view at the end of a season.
 */
export async function loadSeasonAggregates(
  tableName: string,
  claims: number,
): Promise<{ items: number; rows: number }> {
  const now = Date.now();
  const totals: SeasonContribution = { counters: {}, deadlines: [] };
  for (let index = 0; index < claims; index += 1) {
    for (const { entity, image } of claimImages(index, now)) addContribution(totals, seasonContribution(entity, image));
  }
  const today = easternDay(new Date(now));
  totals.deadlines = totals.deadlines.map((row, index) => ({ ...row, deadlineDay: addDays(today, index % 46) }));
  const items = [...seasonItemsOf(totals).values()];
  await writeAll(tableName, items);
  const rows = new Set(totals.deadlines.map(deadlineWatchKey)).size;
  return { items: items.length, rows };
}
