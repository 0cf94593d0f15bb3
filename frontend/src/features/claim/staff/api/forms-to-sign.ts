import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfficialForm } from '@taxback/shared/uploads/official-forms';
import { adminListKey } from '@/hooks/use-admin-list';
import { api } from '@/lib/api-client';

export interface FormToSignUpload {
  form: OfficialForm;
  taxYear?: string;
  file: File;
}

/** Uploads an official form staff prepared (presigned, checked by the server) and puts it on the claim. */
export function usePutFormToSign(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, taxYear, file }: FormToSignUpload) => {
      const params = { applicationId };
      const presigned = await api.claim.presignFormToSign({
        params,
        body: { form, fileName: file.name, sizeBytes: file.size, ...(taxYear ? { taxYear } : {}) },
      });
      const body = new FormData();
      for (const [name, value] of Object.entries(presigned.fields)) body.append(name, value);
      body.append('file', file);
      const response = await fetch(presigned.url, { method: 'POST', body });
      if (!response.ok) throw new Error(`Upload refused: ${response.status}`);
      return api.claim.confirmFormToSign({ params, body: { uploadId: presigned.uploadId } });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminListKey('files') }),
  });
}
