import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMe = () => api.account.getMe();

export const meQueryKey = (userId: string) => ['me', userId] as const;

export const meQueryOptions = (userId: string) => queryOptions({ queryKey: meQueryKey(userId), queryFn: getMe });

export const useMe = (userId: string | undefined) =>
  useQuery({ ...meQueryOptions(userId ?? ''), enabled: userId !== undefined });
