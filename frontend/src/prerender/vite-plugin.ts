import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_QUERIES_ID } from '../lib/prerendered-queries.ts';
import type { RenderedPage, renderPublicPages } from './entry-server';

/** The page shell for every URL that is not prerendered (signed-in pages): the SPA's fallback document. */
export const APP_SHELL = 'app.html';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built index.html with one page's language, title, description and markup filled in. */
export function documentFor(template: string, { page, html, queries }: RenderedPage): string {
  const state = JSON.stringify(queries).replace(/</g, '\\u003c');
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:type" content="website" />`,
    // The same page in the other language; x-default is the English one.
    ...(page.alternates ?? []).flatMap(({ lang, path: href }) => [
      `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}" />`,
      ...(lang === 'en' ? [`<link rel="alternate" hreflang="x-default" href="${escapeHtml(href)}" />`] : []),
    ]),
  ].join('\n    ');
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(page.lang)}">`)
    .replace(/<meta\s+name="description"[^>]*\/>/s, '')
    .replace(/<title>.*<\/title>/s, head)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${html}</div>\n    <script type="application/json" id="${PRERENDERED_QUERIES_ID}">${state}</script>`,
    );
}

/**
 * After the browser build, renders every page of public-pages.ts to static HTML with React's prerender
 * (a server build of entry-server.tsx), next to the assets: `/pricing` → dist/pricing/index.html. The
 * blog's posts are rendered too when TAXBACK_PRERENDER_API_URL names an API that lists them.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'taxback-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project, so the server build's imports resolve to its node_modules.
      const serverDir = fs.mkdtempSync(path.join(config.root, 'node_modules', '.prerender-'));
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          logLevel: 'warn',
          build: { ssr: 'src/prerender/entry-server.tsx', outDir: serverDir, emptyOutDir: true },
        });
        const entry = path.join(serverDir, 'entry-server.js');
        const { renderPublicPages: render } = (await import(pathToFileURL(entry).href)) as {
          renderPublicPages: typeof renderPublicPages;
        };
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        fs.writeFileSync(path.join(outDir, APP_SHELL), template);
        const pages = await render({
          apiUrl: process.env.TAXBACK_PRERENDER_API_URL ?? '',
          region: 'prerender',
          userPoolId: 'prerender',
          userPoolClientId: 'prerender',
          authFlowType: 'USER_SRP_AUTH',
        });
        // A deploy's build that could not reach its API still ships, but each page it could not fill says so.
        if (process.env.TAXBACK_PRERENDER_API_URL) {
          for (const { page, unloaded } of pages.filter((rendered) => rendered.unloaded.length > 0)) {
            config.logger.warn(
              `prerender: ${page.path} shows placeholders, its data did not load: ${unloaded.join(', ')}`,
            );
          }
        }
        for (const rendered of pages) {
          const file = path.join(outDir, rendered.file);
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, documentFor(template, rendered));
        }
        config.logger.info(`prerendered ${pages.length} pages`);
      } finally {
        fs.rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
