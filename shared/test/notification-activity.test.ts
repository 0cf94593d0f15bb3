import { describe, expect, it } from 'vitest';
import { activityEvents, counterDeltas, customerName, type ItemChange } from '../src/notifications/activity';

const profile = { userId: 'u1', email: 'ana@example.com' };
const complete = { ...profile, firstName: 'Ana', lastName: 'Roy', city: 'Laval' };
const application = { userId: 'u1', applicationId: 'a1', status: 'draft' };
const answered = { ...application, taxYears: ['2024'] };

const modify = (entity: string, before: object, after: object): ItemChange => ({
  kind: 'MODIFY',
  entity,
  before: before as never,
  after: after as never,
});
const types = (change: ItemChange) => activityEvents(change).map((event) => event.eventType);

describe('activity events from a change of a stored item', () => {
  it.each<[string, ItemChange, string[]]>([
    ['a profile gaining first name, last name and city', modify('profile', profile, complete), ['profile_completed']],
    ['a profile created complete', { kind: 'INSERT', entity: 'profile', after: complete }, ['profile_completed']],
    ['a profile still missing its city', modify('profile', profile, { ...complete, city: ' ' }), []],
    ['a complete profile edited again', modify('profile', complete, { ...complete, city: 'Gatineau' }), []],
    [
      'hasItin answered',
      modify('application', application, { ...application, hasItin: false }),
      ['itin_info_completed'],
    ],
    [
      'hasItin changed',
      modify('application', { ...application, hasItin: false }, { ...application, hasItin: true }),
      ['itin_info_completed'],
    ],
    [
      'hasItin saved unchanged',
      modify('application', { ...application, hasItin: true }, { ...application, hasItin: true }),
      [],
    ],
    [
      'tax years chosen',
      modify('application', application, { ...application, taxYears: ['2024'] }),
      ['tax_years_selected'],
    ],
    [
      'tax years changed',
      modify('application', { ...application, taxYears: ['2024'] }, { ...application, taxYears: ['2024', '2023'] }),
      ['tax_years_selected'],
    ],
    [
      'tax years emptied',
      modify('application', { ...application, taxYears: ['2024'] }, { ...application, taxYears: [] }),
      [],
    ],
    [
      'hasAll1042s answered',
      modify('application', application, { ...application, hasAll1042s: true }),
      ['forms_info_completed'],
    ],
    [
      'missing forms saved',
      modify(
        'application',
        { ...application, hasAll1042s: false },
        { ...application, hasAll1042s: false, missingForms: [{ id: 'f1' }] },
      ),
      ['forms_info_completed'],
    ],
    [
      'the wizard finished',
      modify('application', application, { ...application, status: 'ready_for_payment' }),
      ['application_submitted'],
    ],
    [
      'payment recorded',
      modify('application', application, { ...application, paymentCompletedDate: '2026-03-01' }),
      ['payment_completed'],
    ],
    [
      'a customer upload',
      { kind: 'INSERT', entity: 'document', after: { userId: 'u1', category: 'Form', fileName: 'w2g.pdf' } },
      ['document_uploaded'],
    ],
    [
      'a generated document',
      { kind: 'INSERT', entity: 'document', after: { userId: 'u1', category: 'Generated' } },
      [],
    ],
    [
      'an official form staff put on the claim for signature',
      { kind: 'INSERT', entity: 'document', after: { userId: 'u1', category: 'ToSign' } },
      [],
    ],
    [
      "a scan of the customer's signed forms",
      { kind: 'INSERT', entity: 'document', after: { userId: 'u1', category: 'SignedScan', fileName: 's.pdf' } },
      ['document_uploaded'],
    ],
    [
      'a message from the customer',
      { kind: 'INSERT', entity: 'message', after: { userId: 'u1', senderType: 'user' } },
      ['message_from_user'],
    ],
    ['a message from staff', { kind: 'INSERT', entity: 'message', after: { userId: 'u1', senderType: 'admin' } }, []],
    [
      'a retrieval authorisation signed',
      { kind: 'INSERT', entity: 'authorisation', after: { userId: 'u1' } },
      ['retrieval_authorised'],
    ],
    [
      'a missing form whose follow-up fell due',
      modify('retrieval', { userId: 'u1', status: 'requested' }, { userId: 'u1', status: 'follow_up_due' }),
      ['form_follow_up_due'],
    ],
    [
      'a missing form requested',
      modify('retrieval', { userId: 'u1', status: 'to_request' }, { userId: 'u1', status: 'requested' }),
      [],
    ],
    [
      'a due follow-up saved again',
      modify('retrieval', { userId: 'u1', status: 'follow_up_due' }, { userId: 'u1', status: 'follow_up_due' }),
      [],
    ],
    ['a removal', { kind: 'REMOVE', entity: 'profile', before: complete }, []],
    ['an entity of no interest', { kind: 'INSERT', entity: 'notification', after: { userId: 'u1' } }, []],
  ])('%s', (_, change, expected) => {
    expect(types(change)).toEqual(expected);
  });

  it('reports several events of one save, with their details and their claim', () => {
    const after = { ...application, hasItin: true, taxYears: ['2024', '2023'] };
    expect(activityEvents(modify('application', application, after))).toEqual([
      { eventType: 'itin_info_completed', applicationId: 'a1' },
      { eventType: 'tax_years_selected', detail: '2024, 2023', applicationId: 'a1' },
    ]);
  });

  it('names the claim of a message about one, and none for a general message', () => {
    const message = { userId: 'u1', senderType: 'user', title: 'Question' };
    expect(activityEvents({ kind: 'INSERT', entity: 'message', after: { ...message, applicationId: 'a2' } })).toEqual([
      { eventType: 'message_from_user', detail: 'Question', applicationId: 'a2' },
    ]);
    expect(activityEvents({ kind: 'INSERT', entity: 'message', after: message })).toEqual([
      { eventType: 'message_from_user', detail: 'Question' },
    ]);
  });
});

describe('dashboard counter deltas', () => {
  it.each<[string, ItemChange, object]>([
    ['a new profile', { kind: 'INSERT', entity: 'profile', after: profile }, { totalUsers: 1 }],
    ['a removed profile', { kind: 'REMOVE', entity: 'profile', before: profile }, { totalUsers: -1 }],
    ['an edited profile', modify('profile', profile, complete), {}],
    ['a new, untouched claim', { kind: 'INSERT', entity: 'application', after: application }, { untouchedDrafts: 1 }],
    [
      'an untouched claim given its first answer',
      modify('application', application, answered),
      { untouchedDrafts: -1, totalApplications: 1 },
    ],
    [
      'an untouched claim given only the ITIN answer',
      modify('application', application, { ...application, hasItin: false }),
      { untouchedDrafts: -1, totalApplications: 1 },
    ],
    ['an answered claim answered again', modify('application', answered, { ...answered, hasItin: true }), {}],
    [
      'an untouched claim removed',
      { kind: 'REMOVE', entity: 'application', before: application },
      { untouchedDrafts: -1 },
    ],
    [
      'an answered claim removed',
      { kind: 'REMOVE', entity: 'application', before: answered },
      { totalApplications: -1 },
    ],
    [
      'a claim with its years cleared, still a draft',
      modify('application', answered, { ...application, taxYears: [] }),
      { untouchedDrafts: 1, totalApplications: -1 },
    ],
    [
      'an application completed',
      modify('application', answered, { ...answered, status: 'completed' }),
      { completedApplications: 1 },
    ],
    [
      'a completed application re-opened',
      modify('application', { ...answered, status: 'completed' }, answered),
      { completedApplications: -1 },
    ],
    ['a customer upload', { kind: 'INSERT', entity: 'document', after: { category: 'ID' } }, { uploadedFiles: 1 }],
    ['a generated document', { kind: 'INSERT', entity: 'document', after: { category: 'Generated' } }, {}],
    ['an official form to sign', { kind: 'INSERT', entity: 'document', after: { category: 'ToSign' } }, {}],
    [
      'a customer message',
      { kind: 'INSERT', entity: 'message', after: { senderType: 'user', isRead: false } },
      { messages: 1 },
    ],
    [
      'a staff message',
      { kind: 'INSERT', entity: 'message', after: { senderType: 'admin', isRead: true } },
      { messages: 1 },
    ],
    [
      'a first conversation with one unread customer message',
      { kind: 'INSERT', entity: 'conversation', after: { unreadCount: 1 } },
      { unreadMessages: 1 },
    ],
    [
      'a conversation gaining an unread message',
      modify('conversation', { unreadCount: 2 }, { unreadCount: 3 }),
      { unreadMessages: 1 },
    ],
    [
      'a conversation that staff read',
      modify('conversation', { unreadCount: 3 }, { unreadCount: 0, readUpTo: '2026-03-02T10:00:00.000Z' }),
      { unreadMessages: -3 },
    ],
    ['a staff reply moving the conversation up', modify('conversation', { unreadCount: 0 }, { unreadCount: 0 }), {}],
    [
      'a closed account’s conversation removed',
      { kind: 'REMOVE', entity: 'conversation', before: { unreadCount: 2 } },
      { unreadMessages: -2 },
    ],
    ['an entity of no interest', { kind: 'INSERT', entity: 'stats', after: {} }, {}],
  ])('%s', (_, change, expected) => {
    expect(counterDeltas(change)).toEqual(expected);
  });
});

describe('customer name', () => {
  it('prefers first and last name, then the e-mail address', () => {
    expect(customerName(complete)).toBe('Ana Roy');
    expect(customerName({ ...profile, firstName: 'Ana' })).toBe('Ana');
    expect(customerName(profile)).toBe('ana@example.com');
    expect(customerName(undefined)).toBeNull();
  });
});
