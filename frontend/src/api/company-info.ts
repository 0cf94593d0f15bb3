import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublic } from '@/lib/api-client';
import { COMPANY_INFO_PATH, companyInfoKey, companyInfoOf } from './company-answer';

/** Who the company is, as staff set it: the footer of every page, the contact page, the team and testimonials. */
export const companyInfoQueryOptions = () =>
  queryOptions({
    queryKey: companyInfoKey,
    queryFn: () => getPublic(COMPANY_INFO_PATH).then(companyInfoOf),
    // Staff change these rarely: a visit reads them once.
    staleTime: 10 * 60_000,
  });

export const useCompanyInfo = () => useQuery(companyInfoQueryOptions());
