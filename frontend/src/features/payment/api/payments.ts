import { useMutation, useQuery } from '@tanstack/react-query';
import { applicationViewSchema } from '@taxback/shared/application/schemas';
import {
  createCheckoutResponseSchema,
  validateDiscountResponseSchema,
  verifyPaymentResponseSchema,
} from '@taxback/shared/payments/schemas';
import { apiRequest } from '@/lib/api-client';

export const applicationQueryKey = (applicationId: string) => ['application', applicationId] as const;

export const useApplication = (applicationId: string | null) =>
  useQuery({
    queryKey: applicationQueryKey(applicationId ?? ''),
    enabled: applicationId !== null,
    queryFn: () =>
      apiRequest({
        method: 'GET',
        path: `/applications/${encodeURIComponent(applicationId!)}`,
        auth: 'user',
        schema: applicationViewSchema,
      }),
  });

export const useValidateDiscount = () =>
  useMutation({
    mutationFn: (body: { applicationId: string; code: string }) =>
      apiRequest({
        method: 'POST',
        path: '/payments/discount',
        auth: 'user',
        body,
        schema: validateDiscountResponseSchema,
      }),
  });

export const useCreateCheckout = () =>
  useMutation({
    mutationFn: (body: { applicationId: string; discountCode?: string }) =>
      apiRequest({
        method: 'POST',
        path: '/payments/checkout',
        auth: 'user',
        body,
        schema: createCheckoutResponseSchema,
      }),
  });

export const verifyPayment = (sessionId: string, applicationId: string) =>
  apiRequest({
    method: 'GET',
    path: `/payments/verify?${new URLSearchParams({ sessionId, applicationId })}`,
    auth: 'user',
    schema: verifyPaymentResponseSchema,
  });
