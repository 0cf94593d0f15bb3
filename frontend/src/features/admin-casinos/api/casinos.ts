import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { casinoListSchema, casinoSchema, type Casino, type CasinoForm } from '@taxback/shared/retrieval/casinos';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const key = ['admin', 'casinos'] as const;

export function useCasinoDirectory() {
  return useQuery({
    queryKey: key,
    queryFn: () => apiRequest({ method: 'GET', path: '/admin/casinos', auth: 'user', schema: casinoListSchema }),
  });
}

export type CasinoChange =
  | { kind: 'create'; slug: string; form: CasinoForm }
  | { kind: 'update'; slug: string; form: CasinoForm }
  | { kind: 'delete'; slug: string };

const path = (slug: string) => `/admin/casinos/${encodeURIComponent(slug)}`;

function send(change: CasinoChange): Promise<Casino | unknown> {
  switch (change.kind) {
    case 'create':
      return apiRequest({
        method: 'POST',
        path: '/admin/casinos',
        auth: 'user',
        body: { slug: change.slug, ...change.form },
        schema: casinoSchema,
      });
    case 'update':
      return apiRequest({
        method: 'PUT',
        path: path(change.slug),
        auth: 'user',
        body: change.form,
        schema: casinoSchema,
      });
    case 'delete':
      return apiRequest({ method: 'DELETE', path: path(change.slug), auth: 'user', schema: z.unknown() });
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
