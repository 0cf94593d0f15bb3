import type { Plugin } from 'vite';

const componentTokens = /[\\/]@aws-amplify[\\/]ui[\\/]dist[\\/]esm[\\/]theme[\\/]tokens[\\/]components[\\/]index\.mjs$/;

/**
 * Amplify UI's stylesheet already declares every component token as a CSS variable built on the base tokens, so
 * the theme the app creates at run time need not carry them again (they are about 60% of Amplify UI's script).
 */
export function withoutDefaultComponentTokens(): Plugin {
  return {
    name: 'amplify-ui-without-default-component-tokens',
    enforce: 'pre',
    load: (id) => (componentTokens.test(id) ? 'export const components = {};' : null),
  };
}
