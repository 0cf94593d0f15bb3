import { translations } from '@aws-amplify/ui-react';
import { currentLanguage } from './language';

/**
 * A message from Amplify or Cognito ("Incorrect username or password.") in the visitor's language, when
 * Amplify UI's French vocabulary has it. Read from the plain dictionary, so Amplify itself is not loaded.
 */
export function amplifyText(message: string): string {
  if (currentLanguage() !== 'fr-CA') return message;
  return translations.fr?.[message] ?? message;
}
