import type { CompanySettings } from '@taxback/shared';
import { companySettings } from '../entities/company-settings';

const TEXTS = ['legalName', 'address', 'phone', 'hours'] as const;

/** Only the texts that are set: an empty one is left out rather than shown as an empty label. */
const setTexts = (settings: Partial<Record<(typeof TEXTS)[number], string | undefined>>) =>
  Object.fromEntries(TEXTS.flatMap((field) => (settings[field] ? [[field, settings[field]]] : [])));

const withoutEmptyBio = (preparers: CompanySettings['preparers']) =>
  preparers.map(({ bio, ...preparer }) => (bio ? { ...preparer, bio } : preparer));

/** The company details staff set, and only those (nothing until someone sets them). */
export async function readCompanySettings(): Promise<CompanySettings> {
  const { data } = await companySettings().get({}).go();
  return {
    ...setTexts(data ?? {}),
    preparers: withoutEmptyBio((data?.preparers ?? []) as CompanySettings['preparers']),
    testimonials: (data?.testimonials ?? []) as CompanySettings['testimonials'],
  };
}

export async function saveCompanySettings(settings: CompanySettings, updatedBy: string): Promise<void> {
  await companySettings()
    .put({
      ...setTexts(settings),
      preparers: withoutEmptyBio(settings.preparers),
      testimonials: settings.testimonials,
      updatedBy,
    })
    .go();
}
