import type { Representatives } from '@taxback/shared';
import { representativeSettings } from '../entities/representative-settings';

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
