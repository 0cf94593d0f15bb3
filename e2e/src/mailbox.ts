import { inject } from 'vitest';

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
}

/** Waits for a mail to an address to reach the local SES inbox. */
export async function waitForMail(address: string, subject?: string, timeoutMs = 10_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${inject('localStack').urls.inbox}/store`);
    const { emails } = (await response.json()) as { emails: StoredMail[] };
    const mail = emails
      .filter((item) => item.destination.to.includes(address) && (!subject || item.subject === subject))
      .at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
}

export const firstLink = (text: string | undefined): string => {
  const match = /https?:\/\/\S+/.exec(text ?? '');
  if (!match) throw new Error(`No link in mail: ${text}`);
  return match[0];
};
