const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as "Mar 1, 2026, 2:05 PM" in the reader's zone: messages and audit entries need the time too. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
