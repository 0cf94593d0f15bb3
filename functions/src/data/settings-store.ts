import type { CompanySettings, Representatives } from '@taxback/shared';
import { companySettings, representativeSettings } from './settings';

/** The Form 2848 representatives staff set (none until someone sets them) and where signed forms are mailed. */
export async function readRepresentatives(): Promise<Representatives> {
  const { data } = await representativeSettings().get({}).go();
  return {
    representatives: (data?.representatives ?? []) as Representatives['representatives'],
    ...(data?.signedFormsAddress ? { signedFormsAddress: data.signedFormsAddress } : {}),
  };
}

export async function saveRepresentatives(settings: Representatives, updatedBy: string): Promise<void> {
  await representativeSettings()
    .put({
      representatives: settings.representatives,
      ...(settings.signedFormsAddress ? { signedFormsAddress: settings.signedFormsAddress } : {}),
      updatedBy,
    })
    .go();
}

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
