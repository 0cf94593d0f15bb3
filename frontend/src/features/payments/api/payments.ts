import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const applicationQueryKey = (applicationId: string) => ['application', applicationId] as const;

export const useApplication = (applicationId: string | null) =>
  useQuery({
    queryKey: applicationQueryKey(applicationId ?? ''),
    enabled: applicationId !== null,
    queryFn: () => api.claim.getApplicationById({ params: { applicationId: applicationId! } }),
  });

export const useValidateDiscount = () =>
  useMutation({
    mutationFn: (body: { applicationId: string; code: string }) => api.payments.validateDiscountCode({ body }),
  });

export const useCreateCheckout = () =>
  useMutation({
    mutationFn: (body: { applicationId: string; discountCode?: string; confirmLowRefund?: boolean }) =>
      api.payments.createCheckout({ body }),
  });

export const verifyPayment = (sessionId: string, applicationId: string) =>
  api.payments.verifyPayment({ query: { sessionId, applicationId } });
