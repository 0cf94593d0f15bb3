import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { withoutDefaultComponentTokens } from './amplify-component-tokens.ts';
import { amplifyFrenchAlias } from './amplify-french-alias.ts';
import { buildDateDefines } from './build-date.ts';
import { prerenderPublicPages } from './src/prerender/vite-plugin.ts';
import { routeTableForTheBrowser } from './route-table-for-browser.ts';

const vendorChunk = (name: string, priority: number, packages: string[]) => ({
  name,
  priority,
  // Amplify UI's dictionaries stay out: only the sign-in code asks for them, on demand (amplify-i18n.ts). So do
  // stylesheets: main.tsx imports Amplify UI's, and in a vendor chunk it would make that chunk (and React) the
  // entry's own import.
  test: new RegExp(
    `[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/](?!.*[\\\\/]i18n[\\\\/](?:dictionaries|translations))(?!.*\\.css$)`,
  ),
});

export default defineConfig({
  plugins: [react(), withoutDefaultComponentTokens(), routeTableForTheBrowser(), prerenderPublicPages()],
  define: buildDateDefines,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), ...amplifyFrenchAlias } },
  // The prerendered pages' theme comes from the same Amplify UI as the browser's (trimmed as above), not Node's copy.
  ssr: { noExternal: ['@aws-amplify/ui', '@aws-amplify/ui-react'] },
  build: {
    outDir: 'dist',
    // One stylesheet, linked by every page: a prerendered page is drawn styled before any script runs.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Stable vendor chunks cache across deploys; page code is split by the lazy routes. Amplify Auth has no
        // group: one would join the session calls every signed-in page needs to the sign-in flows (amplify.ts).
        // TanStack Query has one: split by which page used which hook, it came in six chunks (2.2 KB more).
        codeSplitting: {
          groups: [
            vendorChunk('react', 3, ['react', 'react-dom', 'react-router', 'react-router-dom', 'scheduler']),
            vendorChunk('query', 1, ['@tanstack/query-core', '@tanstack/react-query']),
            vendorChunk('amplify-ui', 2, ['@aws-amplify/ui', '@aws-amplify/ui-react', '@aws-amplify/ui-react-core']),
          ],
        },
      },
    },
  },
});
