import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy, copyFor } from '@taxback/shared/copy';
import { siteCopy, siteCopyFor } from '@taxback/shared/copy-site';
import { legalCopy, legalCopyFor } from '@taxback/shared/copy-legal';
import { ensureFrontendBuilt, frontendDist } from '../src/testing/frontend-build';
import { startStaticServer } from '../src/web/static-server';
import { registerEveryLanguage } from '@taxback/shared/catalogue/every-language';

registerEveryLanguage();

/** The built SPA as CloudFront serves it (the local static server does the same): what a phone gets first. */
let server: Awaited<ReturnType<typeof startStaticServer>>;
const fr = copyFor('fr-CA');
const frSite = siteCopyFor('fr-CA');
const frLegal = legalCopyFor('fr-CA');
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
const get = async (pathname: string, encoding = 'identity') => {
  const response = await fetch(`http://127.0.0.1:${server.port}${pathname}`, {
    headers: { 'accept-encoding': encoding },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
};

beforeAll(async () => {
  ensureFrontendBuilt();
  const noBlogImages = () => false;
  server = await startStaticServer(path.resolve(frontendDist), 0, { apiUrl: 'http://127.0.0.1:1' }, noBlogImages);
}, 120_000);
afterAll(() => server.stop());

describe('prerendered public pages', () => {
  it.each([
    ['/', siteCopy.pageMeta.home.title, siteCopy.home.eyebrow],
    ['/pricing', siteCopy.pageMeta.pricing.title, siteCopy.pricing.title],
    ['/faq', siteCopy.pageMeta.faq.title, copy.faq.title],
    ['/privacy', siteCopy.pageMeta.privacy.title, legalCopy.privacy.title],
  ])('%s arrives as HTML with its own title and its content, before any script runs', async (page, title, text) => {
    const { response, bytes } = await get(page);
    const html = bytes.toString('utf8');
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    // Nothing of the page waits in a hidden template for a script to reveal it.
    expect(html).not.toMatch(/<template|hidden id="S:/);
  });

  it.each([
    ['/fr/', frSite.pageMeta.home.title, frSite.home.eyebrow],
    ['/fr/tarifs', frSite.pageMeta.pricing.title, frSite.pricing.title],
    ['/fr/faq', frSite.pageMeta.faq.title, fr.faq.title],
    ['/fr/confidentialite', frSite.pageMeta.privacy.title, frLegal.privacy.title],
    ['/fr/estimateur-de-remboursement', frSite.pageMeta.refundEstimator.title, fr.estimator.title],
  ])('%s arrives in French, as <html lang="fr-CA">, with French navigation', async (page, title, text) => {
    const { response, bytes } = await get(page);
    const html = bytes.toString('utf8');
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(escaped(text));
    expect(root).toContain(escaped(fr.header.nav.pricing));
    expect(root).not.toContain(`>${copyFor('en').header.nav.pricing}<`);
  });

  it('links each page to its other language both ways with hreflang', async () => {
    const english = (await get('/pricing')).bytes.toString('utf8');
    const french = (await get('/fr/tarifs')).bytes.toString('utf8');
    for (const html of [english, french]) {
      expect(html).toContain('<link rel="alternate" hreflang="en" href="/pricing" />');
      expect(html).toContain('<link rel="alternate" hreflang="fr-CA" href="/fr/tarifs" />');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/pricing" />');
    }
    expect(english).toContain('<html lang="en">');
  });

  it('the home page arrives with no testimonial the build could not read from the API (none is made up)', async () => {
    const html = (await get('/')).bytes.toString('utf8');
    expect(html).not.toContain('aria-roledescription="slide"');
    expect(html).not.toContain(siteCopy.testimonials.title);
  });

  it('a page without a prerendered file gets the empty app shell, drawn in the browser', async () => {
    const { response, bytes } = await get('/account');
    expect(response.status).toBe(200);
    expect(bytes.toString('utf8')).toContain('<div id="root"></div>');
  });

  it('answers compressed when the browser accepts gzip, as CloudFront does', async () => {
    // fetch decompresses what it receives: the header tells what travelled.
    const { response, bytes } = await get('/pricing', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(bytes.toString('utf8')).toContain(siteCopy.pageMeta.pricing.title);
  });

  it('a first visit downloads the entry alone; the app it starts on the first interaction brings no zod, no API contract and no Amplify UI vocabulary', async () => {
    const { roots, loaded, appLoad } = await scriptsOf('/');
    expect(roots).toHaveLength(1);
    const entry = loaded.get(roots[0]!)!;
    // Nothing else until the visitor interacts: no React, no catalogue.
    expect([...loaded.keys()]).toEqual(roots);
    expect(entry).not.toContain('hydrateRoot');
    expect(entry).not.toContain(copyFor('en').common.unexpected);

    const app = await appLoad();
    expect(app).toContain('hydrateRoot');
    expect(app).not.toContain('$ZodObject');
    expect(app).not.toContain('Retour à la connexion');
    // The French catalogue comes only to a French visitor.
    expect(app).not.toContain(fr.common.unexpected);
    expect(app).toContain(copyFor('en').common.unexpected);
    expect(app).not.toContain('/auth/confirmation-email');
  });

  /** Every script of the build, with its text. */
  const builtScripts = () => {
    const assets = path.resolve(frontendDist, 'assets');
    return fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, source: fs.readFileSync(path.join(assets, file), 'utf8') }));
  };

  it("no script of the build carries zod's classic API or its locales: the schemas are zod mini", () => {
    const scripts = builtScripts();
    // Each kind of schema is a class named once, in quotes of some kind: ZodMiniObject in zod mini, ZodObject in classic.
    expect(scripts.some(({ source }) => /[`"']ZodMiniObject[`"']/.test(source))).toBe(true);
    const classicOrLocales = /[`"']ZodObject[`"']|Invalid input: expected/;
    expect(scripts.filter(({ source }) => classicOrLocales.test(source)).map(({ file }) => file)).toEqual([]);
  });

  it("no script of the build carries React Router's data router: the app routes with BrowserRouter", () => {
    const scripts = builtScripts();
    // What minifying keeps: a message of the route matching both routers share, and members of the data router.
    expect(scripts.some(({ source }) => source.includes('Index routes must not have child routes'))).toBe(true);
    const dataRouter = /enableScrollRestoration|hydrationData/;
    expect(scripts.filter(({ source }) => dataRouter.test(source)).map(({ file }) => file)).toEqual([]);
  });

  it("no script of the build carries Amplify's cache, i18n or service worker: the app takes only its Hub", () => {
    const scripts = builtScripts();
    // Messages of Amplify's core that minifying keeps: one of the Hub's, then one of each module the app never uses.
    expect(
      scripts.some(({ source }) => source.includes('is protected and dispatching on it can have unintended')),
    ).toBe(true);
    const unused = /Item not found in the cache storage|i18n is not configured|Service Worker not available/;
    expect(scripts.filter(({ source }) => unused.test(source)).map(({ file }) => file)).toEqual([]);
  });

  it("no script of the build carries Amplify UI's default component tokens: its stylesheet declares them", () => {
    const scripts = builtScripts();
    // A base token's reference (a colour built on the neutral palette), then a component's (the accordion's border).
    expect(scripts.some(({ source }) => source.includes('{colors.neutral.100.value}'))).toBe(true);
    const componentTokens = /\{colors\.border\.secondary\.value\}|aiConversation/;
    expect(scripts.filter(({ source }) => componentTokens.test(source)).map(({ file }) => file)).toEqual([]);
  });

  it.each(['/', '/pricing', '/fr/'])(
    "%s carries the app's theme alone, not Amplify UI's default component tokens again",
    async (page) => {
      const html = (await get(page)).bytes.toString('utf8');
      const [, css = ''] = /<style id="amplify-theme-taxback"[^>]*>([^<]*)<\/style>/.exec(html) ?? [];
      const components = [...css.matchAll(/--amplify-components-([\w-]+):/g)].map(([, name]) => name);
      expect(components.sort()).toEqual([
        'card-border-radius',
        'card-padding',
        'heading-1-font-weight',
        'heading-2-font-weight',
        'heading-3-font-weight',
        'heading-color',
      ]);
      expect(css).toContain('--amplify-colors-primary-80: #0f766e;');
    },
  );

  it("the app is React's production build, as it ships, whatever environment built it", async () => {
    const app = await (await scriptsOf('/')).appLoad();
    // Production React reports errors by number; its development build carries the warnings themselves.
    expect(app.includes('Minified React error #'), 'production React reports errors by number').toBe(true);
    expect(app.includes('is deprecated in plain JavaScript React classes'), 'a development warning').toBe(false);
  });
});

/** The scripts a page loads before any interaction, and what the app it starts then loads. */
async function scriptsOf(page: string) {
  const html = (await get(page)).bytes.toString('utf8');
  const roots = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, url]) => url!);
  const loaded = new Map<string, string>();
  const visit = async (url: string): Promise<void> => {
    if (loaded.has(url)) return;
    const source = (await get(url)).bytes.toString('utf8');
    loaded.set(url, source);
    const imports = [...source.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']\.\/([^"']+\.js)["']/g)];
    for (const [, file] of imports) await visit(`/assets/${file}`);
  };
  for (const url of roots) await visit(url);
  const appLoad = async () => {
    const app = /import\(`\.\/(start-[\w-]+\.js)`\)/.exec(loaded.get(roots[0]!) ?? '')?.[1];
    expect(app).toBeDefined();
    await visit(`/assets/${app}`);
    return [...loaded.values()].join('\n');
  };
  return { roots, loaded: new Map(loaded), appLoad };
}
