import { tokenOfFragment } from '@taxback/shared/account/link-token';
import { useLocation } from 'react-router-dom';

/** The token of a mailed link, which travels in the URL's fragment (shared/src/account/link-token.ts). */
export function useLinkToken(): string | null {
  return tokenOfFragment(useLocation().hash);
}
