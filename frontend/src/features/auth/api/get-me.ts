import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '@taxback/shared/auth/schemas';
import { apiRequest } from '@/lib/api-client';

export const getMe = () => apiRequest({ method: 'GET', path: '/me', auth: 'user', schema: meResponseSchema });

export const meQueryKey = (userId: string) => ['me', userId] as const;

export const meQueryOptions = (userId: string) => queryOptions({ queryKey: meQueryKey(userId), queryFn: getMe });

export const useMe = (userId: string | undefined) =>
  useQuery({ ...meQueryOptions(userId ?? ''), enabled: userId !== undefined });
