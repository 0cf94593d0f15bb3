import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Amplify UI's French authenticator dictionary, by itself: its package exports only the dictionaries of all
 * twenty languages together (about 21 KB gzip), of which the app needs this one (about 2.5 KB).
 */
const amplifyUi = path.dirname(createRequire(import.meta.url).resolve('@aws-amplify/ui/package.json'));
export const amplifyFrenchAlias = {
  'amplify-ui-french': path.join(amplifyUi, 'dist/esm/i18n/dictionaries/authenticator/fr.mjs'),
};
