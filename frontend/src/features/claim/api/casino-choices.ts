import { useQuery } from '@tanstack/react-query';
import type { CasinoChoice } from '@taxback/shared/retrieval/casinos';
import { CASINOS } from '@taxback/shared/reference/gambling';
import { api } from '@/lib/api-client';

/** Until the directory answers, the wizard offers the casinos it was seeded with. */
const seeded: CasinoChoice[] = CASINOS.map(([slug, name]) => ({ slug, name }));

/** The casinos the wizard offers: the staff directory's, with "other" last. */
export function useCasinoChoices(): CasinoChoice[] {
  const query = useQuery({
    queryKey: ['casino-choices'],
    queryFn: () => api.retrieval.listCasinoChoices(),
    staleTime: 10 * 60_000,
  });
  return query.data?.items ?? seeded;
}
