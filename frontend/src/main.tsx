import '@aws-amplify/ui-react/styles.css';
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { currentLanguage, loadLanguage } from './lib/language';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigErrorPage } from './components/config-error-page';
import { loadRuntimeConfig } from './lib/config';
import { createQueryClient } from './lib/query-client';
import { PRERENDERED_QUERIES_ID } from './prerender/document';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A prerendered page (see src/prerender/) already shows its content: React takes it over instead of redrawing
 * it. A blog post's page written on publish (functions/src/blog/post-pages.ts) is drawn over instead.
 */
const prerendered = container.hasChildNodes() && container.dataset.render !== 'client';

function start() {
  const queryClient = createQueryClient();
  const state = document.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container!, app);
  else createRoot(container!).render(app);
}

// A French visitor's catalogue loads alongside the configuration, before the first render.
Promise.all([loadRuntimeConfig(), loadLanguage(currentLanguage())]).then(
  () => {
    start();
  },
  (error: unknown) => {
    console.error('Could not load /config.json', error);
    // A prerendered page stays readable; only the pages drawn in the browser need the configuration to show.
    if (prerendered) return;
    createRoot(container).render(
      <StrictMode>
        <ConfigErrorPage />
      </StrictMode>,
    );
  },
);
