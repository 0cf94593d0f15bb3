/**
 * The links mailed with a token (account confirmation, password reset, email change) carry it in the URL's
 * fragment: a browser never sends the fragment, so the token stays out of CloudFront's access logs (which keep
 * the query string) and out of the Referer of every asset the page loads.
 */
export const linkWithToken = (pageUrl: string, token: string): string =>
  `${pageUrl}#token=${encodeURIComponent(token)}`;

/** The token of a link's fragment (`location.hash`, with or without its `#`); null when it has none. */
export function tokenOfFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token === null || token === '' ? null : token;
}
