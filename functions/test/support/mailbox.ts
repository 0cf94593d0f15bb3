import { inject } from 'vitest';

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
  attachments?: { filename: string }[];
}

/** Mails the local SES stand-in captured for an address, oldest first. */
export async function mailsTo(address: string): Promise<StoredMail[]> {
  const response = await fetch(`${inject('localStack').urls.inbox}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.includes(address));
}
