import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Representatives } from '@taxback/shared/back-office/representatives';
import { api } from '@/lib/api-client';

const key = ['admin', 'representatives'] as const;

/** The Form 2848 representatives staff keep, and where customers mail their signed forms. */
export const useRepresentatives = () =>
  useQuery({ queryKey: key, queryFn: () => api['back-office'].getRepresentatives() });

export function useSaveRepresentatives() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Representatives) => api['back-office'].saveRepresentatives({ body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
