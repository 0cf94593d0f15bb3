import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ConfigErrorPage } from '@/components/config-error-page';
import { loadRuntimeConfig } from '@/lib/config';
import { currentLanguage, loadLanguage } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { PRERENDERED_QUERIES_ID } from '@/lib/prerendered-queries';
import { App } from './app';
import { preloadPageAt } from './router';

/**
 * Starts the app in #root: React takes over a prerendered page (see src/prerender/) instead of redrawing
 * it; a blog post's page written on publish (functions/src/blog/post-pages.ts) is drawn over instead, and
 * so is a prerendered page in another language than the visitor's. `pageLanguage`: the language the build
 * rendered the page in (prerenderedLanguage), null for a page drawn in the browser. Settles once React has
 * the page.
 */
export async function startApp(container: HTMLElement, pageLanguage: string | null): Promise<void> {
  const prerendered = pageLanguage !== null;
  try {
    // A French visitor's catalogue loads alongside the configuration and the page, before the first render.
    await Promise.all([
      loadRuntimeConfig(),
      loadLanguage(currentLanguage()),
      // Not loaded here, the page loads as it renders (and says so if it cannot).
      preloadPageAt(window.location.pathname).catch(() => undefined),
    ]);
  } catch (error) {
    console.error('Could not load /config.json', error);
    // A prerendered page stays readable; only the pages drawn in the browser need the configuration to show.
    if (!prerendered)
      createRoot(container).render(
        <StrictMode>
          <ConfigErrorPage />
        </StrictMode>,
      );
    return;
  }
  const queryClient = createQueryClient();
  const state = document.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  // Only a page in the language the app renders in can be taken over: its first render must give the
  // build's markup text for text. A visitor who chose the other language, or whose browser reads it on an
  // English address, gets the page drawn anew in theirs (which then moves to their language's address):
  // hydrating it would fail on the first text and throw the markup away anyway (React error #418).
  if (pageLanguage === currentLanguage()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
