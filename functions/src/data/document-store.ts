import { applications } from './applications';
import { documents } from './documents';
import { type ItemOf, put, remove, update, writeAtomically } from './electro';
import { uploadTickets } from './upload-tickets';

type Ticket = ItemOf<typeof uploadTickets>;
export type DocumentItem = ItemOf<typeof documents>;

export const getTicket = async (userId: string, uploadId: string): Promise<Ticket | null> =>
  (await uploadTickets().get({ userId, uploadId }).go()).data;

export const issueTicket = (ticket: Parameters<ReturnType<typeof uploadTickets>['create']>[0]) =>
  uploadTickets().create(ticket).go();

export const discardTicket = (userId: string, uploadId: string) => uploadTickets().delete({ userId, uploadId }).go();

/**
 * Records an uploaded file and consumes its ticket in one transaction; a form or an ID also counts on
 * the customer's application, when there is one. False when the ticket was already used.
 */
export async function recordUpload(
  ticket: Ticket,
  sizeBytes: number,
  fileType: string,
  applicationId: string | null,
  userName: string,
): Promise<boolean> {
  const consume = uploadTickets()
    .delete({ userId: ticket.userId, uploadId: ticket.uploadId })
    .where(({ uploadId }, { exists }) => exists(uploadId))
    .params();
  const record = documents()
    .create({
      documentId: ticket.uploadId,
      userId: ticket.userId,
      fileName: ticket.fileName,
      filePath: ticket.filePath,
      fileType,
      sizeBytes,
      category: ticket.category,
      userName,
    })
    .params();
  const counter = ticket.category === 'Form' ? 'num1042sForms' : 'uploadedIdDocsCount';
  const count = applicationId
    ? applications()
        .patch({ userId: ticket.userId, applicationId })
        .add({ [counter]: 1 } as { num1042sForms: number })
        .params()
    : null;
  const failed = await writeAtomically([remove(consume), put(record), ...(count ? [update(count)] : [])]);
  return failed === null;
}

export async function listUserDocuments(userId: string): Promise<DocumentItem[]> {
  const { data } = await documents().query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
  return data;
}
