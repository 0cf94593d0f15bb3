import { currentLanguage } from './language';

let french: Record<string, string> | undefined;

/**
 * Amplify UI's French vocabulary, downloaded with Amplify itself (amplify.ts): every message it words
 * comes from an Amplify call, so the vocabulary is there before one is shown, and public pages carry
 * neither. The download is Amplify UI's French dictionary alone (amplify-french-alias.ts).
 */
export async function loadAmplifyVocabulary(): Promise<void> {
  french ??= (await import('./amplify-french')).amplifyFrench;
}

/** A message from Amplify or Cognito ("Incorrect username or password.") in the visitor's language, when Amplify UI's French vocabulary has it. */
export function amplifyText(message: string): string {
  if (currentLanguage() !== 'fr-CA') return message;
  return french?.[message] ?? message;
}
