const localDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
// A bare date names a calendar day, not an instant: read in the user's zone it could show the day before.
const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO date or timestamp as "Mar 1, 2026". */
export const formatDate = (iso: string): string =>
  (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? calendarDate : localDate).format(new Date(iso));

/** A size in bytes as "820 KB" or "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
