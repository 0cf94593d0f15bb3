import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReceivedCopyRequest } from '@taxback/shared/retrieval/schemas';
import type { RetrievalStatus, SendChannel } from '@taxback/shared/retrieval/status';
import { api } from '@/lib/api-client';

const key = (applicationId: string) => ['admin', 'retrieval', applicationId] as const;
const workListKey = ['admin', 'retrieval-list'] as const;

/** The missing forms of every claim in one status, page by page (the server sorts them). */
export function useRetrievalWorkList(status: RetrievalStatus) {
  return useInfiniteQuery({
    queryKey: [...workListKey, status],
    queryFn: ({ pageParam }) => api.retrieval.listRetrievals({ query: { status, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

export function useAdminRetrieval(applicationId: string) {
  return useQuery({
    queryKey: key(applicationId),
    queryFn: () => api.retrieval.getAdminRetrieval({ params: { applicationId } }),
  });
}

export type RetrievalAction =
  | { kind: 'letters' }
  | { kind: 'sent'; letterId: string; sentOn: string; channel: SendChannel }
  | { kind: 'map'; entryId: string; slug: string }
  | { kind: 'notAvailable'; entryId: string; note?: string }
  | { kind: 'reopen'; entryId: string }
  | { kind: 'received'; entryId: string; file: File; figures: ReceivedFigures }
  | { kind: 'identity'; documentId: string; nameOnDocument: string };

/** What staff read on the casino's copy: the figures of the request, each one given. */
export type ReceivedFigures = Required<Omit<ReceivedCopyRequest, 'uploadId' | 'game'>>;

async function uploadCopy(applicationId: string, entryId: string, file: File, figures: ReceivedFigures) {
  const params = { applicationId, entryId };
  const presigned = await api.retrieval.presignRetrievedCopy({
    params,
    body: { fileName: file.name, sizeBytes: file.size },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Upload refused: ${response.status}`);
  return api.retrieval.recordReceivedCopy({ params, body: { uploadId: presigned.uploadId, ...figures } });
}

function run(applicationId: string, action: RetrievalAction): Promise<unknown> {
  switch (action.kind) {
    case 'letters':
      return api.retrieval.generateRequestLetters({ params: { applicationId } });
    case 'sent':
      return api.retrieval.markLetterSent({
        params: { applicationId, letterId: action.letterId },
        body: { sentOn: action.sentOn, channel: action.channel },
      });
    case 'map':
      return api.retrieval.mapRetrievalCasino({
        params: { applicationId, entryId: action.entryId },
        body: { slug: action.slug },
      });
    case 'notAvailable':
      return api.retrieval.markNotAvailable({
        params: { applicationId, entryId: action.entryId },
        body: action.note ? { note: action.note } : {},
      });
    case 'reopen':
      return api.retrieval.reopenRetrieval({ params: { applicationId, entryId: action.entryId } });
    case 'received':
      return uploadCopy(applicationId, action.entryId, action.file, action.figures);
    case 'identity':
      return api.claim.recordIdentityCheck({
        params: { applicationId },
        body: { documentId: action.documentId, nameOnDocument: action.nameOnDocument },
      });
  }
}

export function useRetrievalAction(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RetrievalAction) => run(applicationId, action),
    // The claim's panel and the work list, whose entries may have moved to another status (or become ready);
    // an identity check also writes the claim's audit trail.
    onSettled: (_data, _error, action) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key(applicationId) }),
        queryClient.invalidateQueries({ queryKey: workListKey }),
        ...(action.kind === 'identity' ? [queryClient.invalidateQueries({ queryKey: ['admin'] })] : []),
      ]),
  });
}

/** A short-lived link to a stored letter. */
export const letterLink = (applicationId: string, letterId: string) =>
  api.retrieval.downloadRequestLetter({ params: { applicationId, letterId } });
