import { CLAIM_TRANSITIONS } from '@taxback/shared';
import { type Page, type ItemOf, put, remove, update, writeAtomically } from '../electro';
import { applications } from '../entities/application';
import { documents } from '../entities/document';
import { uploadTickets } from '../entities/upload-ticket';
import { pageOptions } from '../paging';
import type { Ticket } from './upload-ticket';

/** Every customer's documents, newest first, optionally of one category (GSI over all documents). */
export async function documentsPage(
  category: DocumentItem['category'] | null,
  cursor: string | null,
  limit: number,
): Promise<Page<DocumentItem>> {
  const query = documents().query.allDocuments({});
  const filtered = category ? query.where(({ category: field }, { eq }) => eq(field, category)) : query;
  const { data, cursor: next } = await filtered.go({ order: 'desc', cursor, ...pageOptions(limit, category !== null) });
  return { items: data, cursor: next };
}

/** The documents of the given keys (one BatchGet), newest first. */
export async function documentsByKeys(keys: { userId: string; documentId: string }[]): Promise<DocumentItem[]> {
  if (keys.length === 0) return [];
  const { data } = await documents().get(keys).go();
  return data.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export type DocumentItem = ItemOf<typeof documents>;

/** Where a Form 1042-S may still be added to a claim. */
const PRICED_UPLOAD_STATES = CLAIM_TRANSITIONS.upload_priced_document.from;

/** Deletes the upload's ticket, on condition it is still there: a second confirmation of one upload finds none. */
const consumeTicket = (ticket: Ticket) =>
  uploadTickets()
    .delete({ userId: ticket.userId, uploadId: ticket.uploadId })
    .where(({ uploadId }, { exists }) => exists(uploadId))
    .params();

/** The stored document's file, as its ticket names it. */
const ticketFile = (ticket: Ticket) => ({
  documentId: ticket.uploadId,
  userId: ticket.userId,
  fileName: ticket.fileName,
  filePath: ticket.filePath,
});

/**
 * Records an uploaded file and consumes its ticket in one transaction; a form or an ID also counts on
 * the customer's application, when there is one. A form changes the price: it counts only while the claim
 * is unpaid (or reopened), and moves the claim's answers version so open checkouts go stale (and are expired:
 * payments/checkout-expiry.ts).
 */
export async function recordUpload(
  ticket: Ticket,
  sizeBytes: number,
  fileType: string,
  applicationId: string | null,
  userName: string,
): Promise<'recorded' | 'already_recorded' | 'claim_changed'> {
  const consume = consumeTicket(ticket);
  const record = documents()
    .create({
      ...ticketFile(ticket),
      fileType,
      sizeBytes,
      category: ticket.category,
      userName,
      ...(applicationId ? { applicationId } : {}),
    })
    .params();
  const counter =
    ticket.category === 'Form' ? 'num1042sForms' : ticket.category === 'ID' ? 'uploadedIdDocsCount' : null;
  const priced = ticket.category === 'Form';
  let patch =
    applicationId && counter
      ? applications()
          .patch({ userId: ticket.userId, applicationId })
          .add({ [counter]: 1, ...(priced ? { answersVersion: 1 } : {}) } as { num1042sForms: number })
      : null;
  if (patch && priced) {
    patch = patch.where((attributes, { eq }) =>
      PRICED_UPLOAD_STATES.map((status) => eq(attributes.status, status)).join(' OR '),
    );
  }
  const count = patch?.params() ?? null;
  const failed = await writeAtomically([remove(consume), put(record), ...(count ? [update(count)] : [])]);
  if (!failed) return 'recorded';
  return failed[2] === 'ConditionalCheckFailed' ? 'claim_changed' : 'already_recorded';
}

export async function listUserDocuments(userId: string): Promise<DocumentItem[]> {
  const { data } = await documents().query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data;
}

/** One of a customer's files, or null when they have none by that id. */
export const getUserDocument = async (userId: string, documentId: string): Promise<DocumentItem | null> =>
  (await documents().get({ userId, documentId }).go()).data;

/**
 * Records an official form staff prepared for the customer's signature and consumes its ticket in one
 * transaction (a second confirmation of the same upload finds no ticket and records nothing).
 */
export async function recordFormToSign(
  ticket: Ticket,
  document: Pick<DocumentItem, 'fileType' | 'sizeBytes' | 'userName' | 'applicationId'>,
): Promise<'recorded' | 'already_recorded'> {
  const consume = consumeTicket(ticket);
  const record = documents()
    .create({
      ...ticketFile(ticket),
      category: 'ToSign',
      ...(ticket.officialForm ? { officialForm: ticket.officialForm } : {}),
      ...(ticket.taxYear ? { taxYear: ticket.taxYear } : {}),
      ...document,
    })
    .params();
  const failed = await writeAtomically([remove(consume), put(record)]);
  return failed ? 'already_recorded' : 'recorded';
}

/** Records a file we wrote for the customer ourselves (their pre-filled forms): no upload ticket to consume. */
export async function recordGeneratedDocument(
  document: Pick<
    DocumentItem,
    'documentId' | 'userId' | 'applicationId' | 'fileName' | 'filePath' | 'fileType' | 'sizeBytes' | 'userName'
  >,
): Promise<void> {
  await documents()
    .create({ ...document, category: 'Generated' })
    .go();
}
