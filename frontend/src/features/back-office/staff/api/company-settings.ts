import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings } from '@taxback/shared/back-office/company-settings';
import { companyInfoKey } from '@/api/company-answer';
import { api } from '@/lib/api-client';

const key = ['admin', 'company'] as const;

/** The company details the public site shows, as staff keep them. */
export const useCompanySettings = () =>
  useQuery({ queryKey: key, queryFn: () => api['back-office'].getCompanySettings() });

export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CompanySettings) => api['back-office'].saveCompanySettings({ body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      // This tab's footer (and the blog editor's list of bylines) show the new details at once.
      void queryClient.invalidateQueries({ queryKey: companyInfoKey });
    },
  });
}
