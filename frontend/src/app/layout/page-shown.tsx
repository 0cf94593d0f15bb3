import { useEffect } from 'react';
import { PAGE_SHOWN_EVENT } from '../page-shown-event';

/**
 * Rendered after the page, inside its Suspense boundary: its effect runs once the page's own effects and
 * refs have (a form has registered its fields), on a prerendered page once React has taken it over.
 */
export function PageShown() {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
  }, []);
  return null;
}
