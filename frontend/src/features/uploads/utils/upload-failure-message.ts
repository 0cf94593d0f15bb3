import { copy } from '@taxback/shared/copy';
import { isApiError } from '@/lib/api-client';
import { StorageError } from '../api/post-to-storage';

export type UploadStage = 'store' | 'record';

/**
 * The catalogue message for a failed upload. The API's 4xx answers already name the file (too large,
 * wrong type, empty, not received, record failed); other failures are worded by the stage they hit.
 */
export function uploadFailureMessage(stage: UploadStage, fileName: string, error: unknown): string {
  if (isApiError(error) && error.status < 500) return error.message;
  if (!isApiError(error) && !(error instanceof StorageError)) return copy.upload.generalFailure;
  return stage === 'record'
    ? copy.upload.recordFailed(fileName, error.message)
    : copy.upload.storageFailed(fileName, error.message);
}
