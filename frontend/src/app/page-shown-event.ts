/** Dispatched on the document once the app shows its first page (start-on-interaction.ts waits for it). */
export const PAGE_SHOWN_EVENT = 'taxback:page-shown';
