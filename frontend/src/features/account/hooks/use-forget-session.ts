import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueryKey } from '../api/get-session';

/** Makes the UI signed out at once, without waiting for the session query to run again. */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ queryKey: ['me'] });
  }, [queryClient]);
}
