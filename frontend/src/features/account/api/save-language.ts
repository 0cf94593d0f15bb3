import type { Locale } from '@taxback/shared/i18n/locale';
import { api } from '@/lib/api-client';

/** Records the chosen language on the profile, so the customer's mail and documents follow it. */
export const saveLanguage = (language: Locale) => api.account.saveLanguage({ body: { language } });
