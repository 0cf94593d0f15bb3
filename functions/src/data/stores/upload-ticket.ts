import type { ItemOf } from '../electro';
import { uploadTickets } from '../entities/upload-ticket';

export type Ticket = ItemOf<typeof uploadTickets>;

export const getTicket = async (userId: string, uploadId: string): Promise<Ticket | null> =>
  (await uploadTickets().get({ userId, uploadId }).go()).data;

export const issueTicket = (ticket: Parameters<ReturnType<typeof uploadTickets>['create']>[0]) =>
  uploadTickets().create(ticket).go();

export const discardTicket = (userId: string, uploadId: string) => uploadTickets().delete({ userId, uploadId }).go();
