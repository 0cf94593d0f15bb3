/** The id of the script element carrying a prerendered page's query cache (JSON). */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';
