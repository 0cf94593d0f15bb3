import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discountCodeFormSchema, discountCodeSchema } from '@taxback/shared/admin/schemas';
import * as z from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminListKey } from '@/features/admin-lists/api/use-admin-list';

export type DiscountCode = z.infer<typeof discountCodeSchema>;
/** The form as the shared schema hands it over: code upper-cased, texts trimmed. */
export type DiscountCodeValues = z.output<typeof discountCodeFormSchema>;

export type DiscountCodeChange =
  | { kind: 'create'; form: DiscountCodeValues }
  | { kind: 'update'; code: string; form: DiscountCodeValues }
  | { kind: 'setActive'; code: string; active: boolean }
  | { kind: 'delete'; code: string };

const codePath = (code: string) => `/admin/discount-codes/${encodeURIComponent(code)}`;

function sendChange(change: DiscountCodeChange) {
  switch (change.kind) {
    case 'create':
      return apiRequest({
        method: 'POST',
        path: '/admin/discount-codes',
        auth: 'user',
        body: change.form,
        schema: discountCodeSchema,
      });
    case 'update':
      return apiRequest({
        method: 'PUT',
        path: codePath(change.code),
        auth: 'user',
        body: change.form,
        schema: discountCodeSchema,
      });
    case 'setActive':
      return apiRequest({
        method: 'PUT',
        path: `${codePath(change.code)}/active`,
        auth: 'user',
        body: { active: change.active },
        schema: discountCodeSchema,
      });
    case 'delete':
      return apiRequest({ method: 'DELETE', path: codePath(change.code), auth: 'user', schema: z.unknown() });
  }
}

/** Every change to a discount code; the list is refetched after it. */
export function useDiscountCodeChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey('discount-codes') }),
  });
}
