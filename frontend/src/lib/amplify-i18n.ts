import type { Locale } from '@taxback/shared/i18n/locale';
import { currentLanguage, loadWithLanguage } from './language';

let french: Record<string, string> | undefined;

const vocabularyFor = (locale: Locale): Promise<void> | undefined =>
  locale === 'fr-CA' && !french
    ? import('./amplify-french').then((module) => {
        french = module.amplifyFrench;
      })
    : undefined;

/**
 * Amplify UI's French vocabulary, for a visitor who reads French: downloaded with Amplify itself (amplify.ts), or
 * with French when it is chosen later, so it is there before a message of Amplify's is shown in French. Public pages
 * and English visits carry none of it. The download is Amplify UI's French dictionary alone (amplify-french-alias.ts).
 */
export async function loadAmplifyVocabulary(): Promise<void> {
  loadWithLanguage(vocabularyFor);
  await vocabularyFor(currentLanguage());
}

/** A message from Amplify or Cognito ("Incorrect username or password.") in the visitor's language, when Amplify UI's French vocabulary has it. */
export function amplifyText(message: string): string {
  if (currentLanguage() !== 'fr-CA') return message;
  return french?.[message] ?? message;
}
