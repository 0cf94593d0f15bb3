import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileView } from '@taxback/shared/account/profile-schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveProfile } from '../api/save-profile';
import {
  profileEditSchema,
  toProfileFormValues,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../utils/profile-form-values';
import { useProfileConflict } from '@/hooks/use-profile-conflict';

/**
 * The profile form of /step1 and /account, kept in step with the stored profile: when the profile
 * changes elsewhere (another tab, seen on refetch) the form is refilled unless the user is editing it.
 */
export function useProfileForm(profile: ProfileView | null | undefined, { withItin }: { withItin: boolean }) {
  const saveProfile = useSaveProfile();
  const handleConflict = useProfileConflict();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileEditSchema),
    mode: 'onTouched',
    defaultValues: toProfileFormValues(profile ?? null, withItin),
  });

  useEffect(() => {
    if (profile !== undefined && !form.formState.isDirty) form.reset(toProfileFormValues(profile, withItin));
  }, [profile, withItin, form]);

  /**
   * Saves against the version the form was loaded from. When someone saved first (409) the form is
   * refilled from their version and the user told, and null is returned; other errors are thrown.
   */
  const save = async (values: ProfileFormOutput): Promise<ProfileView | null> => {
    try {
      return await saveProfile.mutateAsync({ ...values, version: profile?.version ?? 0 });
    } catch (error) {
      if (handleConflict(error, (current) => form.reset(toProfileFormValues(current, withItin)))) return null;
      throw error;
    }
  };

  return { form, save };
}
