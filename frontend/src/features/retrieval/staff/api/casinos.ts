import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CasinoForm } from '@taxback/shared/retrieval/casinos';
import { api } from '@/lib/api-client';

const key = ['admin', 'casinos'] as const;

export function useCasinoDirectory() {
  return useQuery({ queryKey: key, queryFn: () => api.retrieval.listCasinos() });
}

export type CasinoChange =
  | { kind: 'create'; slug: string; form: CasinoForm }
  | { kind: 'update'; slug: string; form: CasinoForm }
  | { kind: 'delete'; slug: string };

function send(change: CasinoChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return api.retrieval.createCasino({ body: { slug: change.slug, ...change.form } });
    case 'update':
      return api.retrieval.updateCasino({ params: { slug: change.slug }, body: change.form });
    case 'delete':
      return api.retrieval.deleteCasino({ params: { slug: change.slug } });
  }
}

/** Every change to the directory; the list (and the wizard's choices) are read again after it. */
export function useCasinoChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: ['casino-choices'] });
    },
  });
}
