import { useQuery } from '@tanstack/react-query';
import { useUserId } from '@/lib/use-user-id';
import { api } from '@/lib/api-client';

/** The user's uploaded documents, newest first. */
export const listDocuments = async () => (await api.uploads.listDocuments()).documents;

export const documentsQueryKey = (userId: string) => ['uploads', userId] as const;

export function useDocuments() {
  const userId = useUserId();
  return useQuery({ queryKey: documentsQueryKey(userId), queryFn: listDocuments, enabled: userId !== '' });
}
