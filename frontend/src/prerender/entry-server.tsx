import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { setRuntimeConfig, type RuntimeConfig } from '@/lib/config';
import { renderInLanguage } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { companyInfoKey } from '@/api/company-answer';
import { companyInfoQueryOptions } from '@/api/company-info';
import { blogPostPages, outputFileOf, publicPages, type PublicPage } from './public-pages';

export interface RenderedPage {
  page: PublicPage;
  file: string;
  /** The markup of #root. */
  html: string;
  /** The query cache the page was rendered with, for the browser to start from. */
  queries: unknown;
  /** The queries whose data the build could not load: the page shows placeholders and starts the app at once. */
  unloaded: string[];
}

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** A query client for the build: without an API a prefetch fails the same way every time, so it is not retried. */
function buildQueryClient(config: RuntimeConfig) {
  const client = createQueryClient();
  if (!config.apiUrl) client.setQueryDefaults([], { retry: false });
  return client;
}

/**
 * Renders one page as the browser's first render will see it (no session, the prefetched data). `company`: the
 * company details every page's footer shows, read once for the whole build (undefined when they did not load).
 */
async function renderPage(page: PublicPage, config: RuntimeConfig, company: unknown): Promise<RenderedPage> {
  // The catalogue, the formatters and the router's language address all read this.
  renderInLanguage(page.lang);
  const client = buildQueryClient(config);
  if (company !== undefined) client.setQueryData(companyInfoKey, company);
  await page.prefetch?.(client).catch(() => undefined);
  const render = () =>
    prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={client}>
          <StaticRouter location={page.path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      // Never split a finished boundary out of the document to reveal it later.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
  // The first pass loads the lazy page modules; in the second nothing suspends, so the page's markup is
  // in place rather than in a hidden template that a script swaps in.
  await textOf((await render()).prelude);
  const { prelude } = await render();
  // Only successful answers travel: a failed prefetch leaves the page to load its data in the browser.
  const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
  const unloaded = client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' })
    .map((query) => JSON.stringify(query.queryKey));
  if (company === undefined) unloaded.push(JSON.stringify(companyInfoKey));
  return { page, file: outputFileOf(page), html: await textOf(prelude), queries, unloaded };
}

/**
 * Every public page, with the blog's posts when `apiUrl` answers. The API client reads the runtime
 * configuration, so the build gives it one that points at that API (or at nothing).
 */
export async function renderPublicPages(config: RuntimeConfig): Promise<RenderedPage[]> {
  setRuntimeConfig(config);
  const posts = config.apiUrl ? await blogPostPages(new QueryClient()) : [];
  const companyClient = buildQueryClient(config);
  await companyClient.prefetchQuery(companyInfoQueryOptions()).catch(() => undefined);
  const company = companyClient.getQueryData(companyInfoKey);
  const rendered = [];
  for (const page of [...publicPages, ...posts]) rendered.push(await renderPage(page, config, company));
  return rendered;
}
