import { useQuery } from '@tanstack/react-query';
import { documentViewSchema } from '@taxback/shared/uploads/files';
import * as z from 'zod';
import { useUserId } from '@/features/auth/hooks/use-user-id';
import { apiRequest } from '@/lib/api-client';

const documentListSchema = z.object({ documents: z.array(documentViewSchema) });

/** The user's uploaded documents, newest first. */
export const listDocuments = async () =>
  (await apiRequest({ method: 'GET', path: '/uploads', auth: 'user', schema: documentListSchema })).documents;

export const documentsQueryKey = (userId: string) => ['uploads', userId] as const;

export function useDocuments() {
  const userId = useUserId();
  return useQuery({ queryKey: documentsQueryKey(userId), queryFn: listDocuments, enabled: userId !== '' });
}
