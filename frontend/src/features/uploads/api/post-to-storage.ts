import { copy } from '@taxback/shared/copy';

/** Storage refused or never got the file; `message` is the reason to show the user. */
export class StorageError extends Error {
  override name = 'StorageError';
}

interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** S3 explains a refusal in an XML <Message>. */
const reasonOf = (xhr: XMLHttpRequest) =>
  /<Message>([^<]+)<\/Message>/.exec(xhr.responseText)?.[1] ?? `HTTP ${xhr.status}`;

/**
 * Posts a file to the presigned URL: the policy fields first, the file last as `file`. XMLHttpRequest
 * rather than fetch, because only it reports upload progress.
 */
export function postToStorage({ url, fields }: PresignedPost, file: File, onProgress: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', file);

    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new StorageError(reasonOf(request)));
    };
    request.onerror = () => reject(new StorageError(copy.uploadsPage.storageUnreachable));
    request.send(body);
  });
}
