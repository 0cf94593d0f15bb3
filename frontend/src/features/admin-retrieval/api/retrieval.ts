import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { presignUploadResponseSchema } from '@taxback/shared/uploads/files';
import {
  adminRetrievalEntryViewSchema,
  adminRetrievalSchema,
  letterViewSchema,
} from '@taxback/shared/retrieval/schemas';
import type { SendChannel } from '@taxback/shared/retrieval/status';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const key = (applicationId: string) => ['admin', 'retrieval', applicationId] as const;
const base = (applicationId: string) => `/admin/applications/${encodeURIComponent(applicationId)}/retrieval`;

export function useAdminRetrieval(applicationId: string) {
  return useQuery({
    queryKey: key(applicationId),
    queryFn: () => apiRequest({ method: 'GET', path: base(applicationId), auth: 'user', schema: adminRetrievalSchema }),
  });
}

export type RetrievalAction =
  | { kind: 'letters' }
  | { kind: 'sent'; letterId: string; sentOn: string; channel: SendChannel }
  | { kind: 'map'; entryId: string; slug: string }
  | { kind: 'notAvailable'; entryId: string; note?: string }
  | { kind: 'reopen'; entryId: string }
  | { kind: 'received'; entryId: string; file: File };

const entryPath = (applicationId: string, entryId: string) =>
  `${base(applicationId)}/entries/${encodeURIComponent(entryId)}`;

async function uploadCopy(applicationId: string, entryId: string, file: File) {
  const presigned = await apiRequest({
    method: 'POST',
    path: `${entryPath(applicationId, entryId)}/upload`,
    auth: 'user',
    body: { fileName: file.name, sizeBytes: file.size },
    schema: presignUploadResponseSchema,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Upload refused: ${response.status}`);
  return apiRequest({
    method: 'POST',
    path: `${entryPath(applicationId, entryId)}/received`,
    auth: 'user',
    body: { uploadId: presigned.uploadId },
    schema: adminRetrievalSchema,
  });
}

function run(applicationId: string, action: RetrievalAction): Promise<unknown> {
  switch (action.kind) {
    case 'letters':
      return apiRequest({
        method: 'POST',
        path: `${base(applicationId)}/letters`,
        auth: 'user',
        schema: z.object({ letters: z.array(letterViewSchema) }),
      });
    case 'sent':
      return apiRequest({
        method: 'POST',
        path: `${base(applicationId)}/letters/${action.letterId}/sent`,
        auth: 'user',
        body: { sentOn: action.sentOn, channel: action.channel },
        schema: adminRetrievalSchema,
      });
    case 'map':
      return apiRequest({
        method: 'PUT',
        path: `${entryPath(applicationId, action.entryId)}/casino`,
        auth: 'user',
        body: { slug: action.slug },
        schema: adminRetrievalEntryViewSchema,
      });
    case 'notAvailable':
      return apiRequest({
        method: 'POST',
        path: `${entryPath(applicationId, action.entryId)}/not-available`,
        auth: 'user',
        body: action.note ? { note: action.note } : {},
        schema: adminRetrievalEntryViewSchema,
      });
    case 'reopen':
      return apiRequest({
        method: 'POST',
        path: `${entryPath(applicationId, action.entryId)}/reopen`,
        auth: 'user',
        schema: adminRetrievalEntryViewSchema,
      });
    case 'received':
      return uploadCopy(applicationId, action.entryId, action.file);
  }
}

export function useRetrievalAction(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RetrievalAction) => run(applicationId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(applicationId) }),
  });
}

/** A short-lived link to a stored letter. */
export const letterLink = (applicationId: string, letterId: string) =>
  apiRequest({
    method: 'GET',
    path: `${base(applicationId)}/letters/${letterId}/download`,
    auth: 'user',
    schema: z.object({ url: z.string(), fileName: z.string() }),
  });
