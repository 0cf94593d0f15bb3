import { isUntouchedDraft } from '../claim/timeline';

/**
 * What a change of one stored item means for the admin dashboard: which activity events it reports
 * and how it moves the dashboard counters. Pure: it reads only the item's images before and after.
 */

export type StoredImage = Record<string, unknown>;

export interface ItemChange {
  kind: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** The entity type the item carries (ElectroDB's `__edb_e__`). */
  entity: string;
  before?: StoredImage;
  after?: StoredImage;
}

export interface ActivityEvent {
  eventType: string;
  /** A data value worth showing next to the event (a file name, the chosen years); never a sentence. */
  detail?: string;
  /** The claim the activity happened on, when the item belongs to one. */
  applicationId?: string;
}

export const STATS_COUNTERS = [
  'totalApplications',
  'untouchedDrafts',
  'totalUsers',
  'completedApplications',
  'uploadedFiles',
  'messages',
  'unreadMessages',
] as const;
export type StatsCounter = (typeof STATS_COUNTERS)[number];
export type CounterDeltas = Partial<Record<StatsCounter, number>>;

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isNonEmptyList = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > 0;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A field that now holds a value passing `test` and differs from what it held before. */
const gained = (before: StoredImage, after: StoredImage, field: string, test: (value: unknown) => boolean) =>
  test(after[field]) && !same(before[field], after[field]);

const isProfileComplete = (image: StoredImage | undefined) =>
  !!image && isFilled(image.firstName) && isFilled(image.lastName) && isFilled(image.city);

/** Our worksheet and the official forms staff put on a claim for signature are files of ours, not uploads. */
const isCustomerUpload = (image: StoredImage) => image.category !== 'Generated' && image.category !== 'ToSign';
/** Customer messages staff have not read are counted on their conversation, which one write marks read. */
const unreadIn = (conversation: StoredImage | undefined) =>
  typeof conversation?.unreadCount === 'number' ? conversation.unreadCount : 0;

function applicationEvents(before: StoredImage, after: StoredImage): ActivityEvent[] {
  const isBoolean = (value: unknown) => typeof value === 'boolean';
  const events: ActivityEvent[] = [];
  if (gained(before, after, 'hasItin', isBoolean)) events.push({ eventType: 'itin_info_completed' });
  if (gained(before, after, 'taxYears', isNonEmptyList)) {
    events.push({ eventType: 'tax_years_selected', detail: (after.taxYears as unknown[]).join(', ') });
  }
  if (gained(before, after, 'hasAll1042s', isBoolean) || gained(before, after, 'missingForms', isNonEmptyList)) {
    events.push({ eventType: 'forms_info_completed' });
  }
  if (gained(before, after, 'status', (status) => status === 'ready_for_payment')) {
    events.push({ eventType: 'application_submitted' });
  }
  if (gained(before, after, 'paymentCompletedDate', isFilled)) events.push({ eventType: 'payment_completed' });
  return events;
}

/** The activity an admin is told about, each event naming the item's claim; removals report nothing. */
export function activityEvents(change: ItemChange): ActivityEvent[] {
  const applicationId = change.after?.applicationId;
  const events = eventsOf(change);
  return typeof applicationId === 'string' ? events.map((event) => ({ ...event, applicationId })) : events;
}

function eventsOf({ kind, entity, before = {}, after }: ItemChange): ActivityEvent[] {
  if (kind === 'REMOVE' || !after) return [];
  switch (entity) {
    case 'profile':
      return isProfileComplete(after) && !isProfileComplete(before) ? [{ eventType: 'profile_completed' }] : [];
    case 'application':
      return applicationEvents(before, after);
    case 'document':
      return kind === 'INSERT' && isCustomerUpload(after)
        ? [{ eventType: 'document_uploaded', detail: String(after.fileName ?? '') || undefined }]
        : [];
    case 'authorisation':
      return kind === 'INSERT' ? [{ eventType: 'retrieval_authorised' }] : [];
    case 'retrieval':
      return gained(before, after, 'status', (status) => status === 'follow_up_due')
        ? [{ eventType: 'form_follow_up_due', detail: String(after.casinoName ?? '') || undefined }]
        : [];
    case 'message':
      return kind === 'INSERT' && after.senderType === 'user'
        ? [{ eventType: 'message_from_user', detail: String(after.title ?? '') || undefined }]
        : [];
    default:
      return [];
  }
}

/** How the change moves each dashboard counter: +1 when an item enters a count, -1 when it leaves it. */
export function counterDeltas({ entity, before, after }: ItemChange): CounterDeltas {
  const delta = (test: (image: StoredImage) => boolean) =>
    Number(after ? test(after) : false) - Number(before ? test(before) : false);
  const always = () => true;
  const candidates: CounterDeltas =
    entity === 'profile'
      ? { totalUsers: delta(always) }
      : entity === 'application'
        ? {
            totalApplications: delta((image) => !isUntouchedDraft(image)),
            untouchedDrafts: delta(isUntouchedDraft),
            completedApplications: delta((image) => image.status === 'completed'),
          }
        : entity === 'document'
          ? { uploadedFiles: delta(isCustomerUpload) }
          : entity === 'message'
            ? { messages: delta(always) }
            : entity === 'conversation'
              ? { unreadMessages: unreadIn(after) - unreadIn(before) }
              : {};
  return Object.fromEntries(Object.entries(candidates).filter(([, value]) => value !== 0));
}

/** The name an admin sees for a customer: first and last name, else the e-mail address. */
export function customerName(profile: StoredImage | undefined): string | null {
  if (!profile) return null;
  const name = [profile.firstName, profile.lastName].filter(isFilled).join(' ');
  if (name) return name;
  return isFilled(profile.email) ? String(profile.email) : null;
}
