import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discountCodeFormSchema, discountCodeSchema } from '@taxback/shared/payments/staff-schemas';
import type * as z from '@taxback/shared/zod';
import { api } from '@/lib/api-client';
import { adminListKey } from '@/hooks/use-admin-list';

export type DiscountCode = z.infer<typeof discountCodeSchema>;
/** The form as the shared schema hands it over: code upper-cased, texts trimmed. */
export type DiscountCodeValues = z.output<typeof discountCodeFormSchema>;

export type DiscountCodeChange =
  | { kind: 'create'; form: DiscountCodeValues }
  | { kind: 'update'; code: string; form: DiscountCodeValues }
  | { kind: 'setActive'; code: string; active: boolean }
  | { kind: 'delete'; code: string };

function sendChange(change: DiscountCodeChange) {
  switch (change.kind) {
    case 'create':
      return api.payments.createDiscountCode({ body: change.form });
    case 'update':
      return api.payments.updateDiscountCode({ params: { code: change.code }, body: change.form });
    case 'setActive':
      return api.payments.setDiscountCodeActive({ params: { code: change.code }, body: { active: change.active } });
    case 'delete':
      return api.payments.deleteDiscountCode({ params: { code: change.code } });
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
