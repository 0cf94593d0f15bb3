import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTheme, defaultTheme } from '@aws-amplify/ui-react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/lib/theme';
import { withoutDefaultComponentTokens } from '../amplify-component-tokens';

const require = createRequire(import.meta.url);
const componentTokensModule = path.join(
  path.dirname(require.resolve('@aws-amplify/ui/package.json')),
  'dist/esm/theme/tokens/components/index.mjs',
);

/** The custom properties a block of CSS declares, by name. */
const declarations = (css: string) =>
  new Map([...css.matchAll(/(--amplify-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));

/** What Amplify UI's stylesheet declares on every themed element (its first rule), before any theme of the app's. */
const stylesheetDefaults = () => {
  const css = fs.readFileSync(require.resolve('@aws-amplify/ui-react/styles.css'), 'utf8');
  const start = css.indexOf(':root, [data-amplify-theme] {');
  return declarations(css.slice(start, css.indexOf('}', start)));
};

/** Amplify UI's default theme as the browser's build loads it (vite.config.ts): its components module replaced. */
async function browserDefaultTheme(): Promise<typeof defaultTheme> {
  const load = withoutDefaultComponentTokens().load as (id: string) => string | null;
  const source = load(componentTokensModule);
  expect(source, 'the plugin replaces the module it names').not.toBeNull();
  const { components } = (await import(`data:text/javascript,${encodeURIComponent(source!)}`)) as {
    components: object;
  };
  // Typed as the full default: createTheme reads whatever components there are.
  return { ...defaultTheme, tokens: { ...defaultTheme.tokens, components } } as typeof defaultTheme;
}

describe("Amplify UI's theme without its default component tokens", () => {
  it('gives every themed element the same custom properties as the full theme does', async () => {
    const defaults = stylesheetDefaults();
    // As the app created it before: its theme made at load, over the full default, then made again by ThemeProvider.
    const full = createTheme(createTheme(theme));
    const trimmed = createTheme(theme, await browserDefaultTheme());
    const effective = (cssText: string) => new Map([...defaults, ...declarations(cssText)]);

    expect(Object.fromEntries(effective(trimmed.cssText))).toEqual(Object.fromEntries(effective(full.cssText)));
    expect(trimmed.cssText.length).toBeLessThan(full.cssText.length / 5);
  });

  it("keeps the app's own component tokens, the rest coming from Amplify UI's stylesheet", async () => {
    const components = [...declarations(createTheme(theme, await browserDefaultTheme()).cssText)].filter(([name]) =>
      name.startsWith('--amplify-components-'),
    );
    expect(Object.fromEntries(components)).toEqual({
      '--amplify-components-card-border-radius': 'var(--amplify-radii-large)',
      '--amplify-components-card-padding': 'var(--amplify-space-xl)',
      '--amplify-components-heading-1-font-weight': 'var(--amplify-font-weights-bold)',
      '--amplify-components-heading-2-font-weight': 'var(--amplify-font-weights-bold)',
      '--amplify-components-heading-3-font-weight': 'var(--amplify-font-weights-semibold)',
      '--amplify-components-heading-color': 'var(--amplify-colors-font-primary)',
    });
  });

  it('replaces only the module of component tokens, whatever the path separator', () => {
    const load = withoutDefaultComponentTokens().load as (id: string) => string | null;
    expect(load(componentTokensModule)).toBe('export const components = {};');
    expect(load(componentTokensModule.replaceAll('/', '\\'))).toBe('export const components = {};');
    expect(load(componentTokensModule.replace('components/index.mjs', 'colors.mjs'))).toBeNull();
    expect(load(componentTokensModule.replace('index.mjs', 'button.mjs'))).toBeNull();
  });
});
