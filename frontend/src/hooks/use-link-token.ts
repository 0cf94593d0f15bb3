import { tokenOfFragment } from '@taxback/shared/auth/link-token';
import { useLocation } from 'react-router-dom';

/** The token of a mailed link, which travels in the URL's fragment (shared/src/auth/link-token.ts). */
export function useLinkToken(): string | null {
  return tokenOfFragment(useLocation().hash);
}
