import { frDict } from 'amplify-ui-french';

/** Amplify UI's French vocabulary: a module of its own, so it is a download of its own (amplify-i18n.ts). */
export const amplifyFrench: Record<string, string> = frDict;
