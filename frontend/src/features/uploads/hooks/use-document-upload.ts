import { useQueryClient } from '@tanstack/react-query';
import { UPLOAD } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import type { DocumentCategory } from '@taxback/shared/uploads/files';
import { useState } from 'react';
import { currentApplicationQueryKey } from '@/api/get-current-application';
import { useUserId } from '@/lib/use-user-id';
import { confirmUpload } from '../api/confirm-upload';
import { documentsQueryKey } from '../api/list-documents';
import { postToStorage } from '../api/post-to-storage';
import { presignUpload } from '../api/presign-upload';
import { uploadFailureMessage, type UploadStage } from '../utils/upload-failure-message';

export type UploadStatus = 'skipped' | 'waiting' | 'uploading' | 'done' | 'failed';

/** One chosen file and how its upload is going. */
export interface UploadItem {
  id: string;
  fileName: string;
  status: UploadStatus;
  percent: number;
  message: string;
}

/**
 * Uploads several files at once, each on its own: presign, post to storage with progress, confirm.
 * A file over the size limit is skipped before anything is sent; the others go on.
 */
export function useDocumentUpload() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isUploading, setIsUploading] = useState(false);

  const update = (id: string, changes: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));

  const uploadOne = async (category: DocumentCategory, file: File, id: string) => {
    let stage: UploadStage = 'store';
    try {
      update(id, { status: 'uploading' });
      const ticket = await presignUpload(category, file);
      await postToStorage(ticket, file, (percent) => update(id, { percent }));
      stage = 'record';
      const { fileName } = await confirmUpload(ticket.uploadId);
      update(id, { status: 'done', percent: 100, message: copy.uploadsPage.uploaded(fileName) });
    } catch (error) {
      console.error(`Uploading ${file.name} failed`, error);
      update(id, { status: 'failed', message: uploadFailureMessage(stage, file.name, error) });
    }
  };

  const upload = async (category: DocumentCategory, files: readonly File[]) => {
    const batch = files.map((file, index) => {
      const tooLarge = file.size > UPLOAD.maxBytes;
      const item: UploadItem = {
        id: `${index}-${file.name}`,
        fileName: file.name,
        status: tooLarge ? 'skipped' : 'waiting',
        percent: 0,
        message: tooLarge ? copy.upload.tooLarge(file.name) : '',
      };
      return { file, item };
    });
    setItems(batch.map(({ item }) => item));

    setIsUploading(true);
    try {
      await Promise.all(
        batch
          .filter(({ item }) => item.status === 'waiting')
          .map(({ file, item }) => uploadOne(category, file, item.id)),
      );
    } finally {
      setIsUploading(false);
      // The server counts uploaded forms and IDs on the application.
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: currentApplicationQueryKey(userId) });
    }
  };

  return { items, isUploading, upload };
}
