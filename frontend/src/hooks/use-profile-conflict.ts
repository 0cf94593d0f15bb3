import { useQueryClient } from '@tanstack/react-query';
import { copy } from '@taxback/shared/copy';
import { profileViewSchema, type ProfileView } from '@taxback/shared/account/profile-schemas';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { useUserId } from '@/lib/use-user-id';
import { conflictCurrent } from '@/lib/api-client';
import { storeProfile } from '@/api/get-profile';

/**
 * For a profile save answered 409 (someone saved first): keeps the server's copy, lets the form
 * refill from it and tells the user, so nothing changes silently. False for any other error.
 */
export function useProfileConflict() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useCallback(
    (error: unknown, refill: (current: ProfileView) => void): boolean => {
      const current = conflictCurrent(error, profileViewSchema);
      if (!current) return false;
      storeProfile(queryClient, userId, current);
      refill(current);
      toast.warning(copy.profileForm.conflictTitle, { description: copy.profileForm.conflictBody });
      return true;
    },
    [queryClient, userId],
  );
}
