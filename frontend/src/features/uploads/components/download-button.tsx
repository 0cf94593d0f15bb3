import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { toast } from '@/components/ui/toast';
import { copy } from '@taxback/shared/copy';
import type { DocumentView } from '@taxback/shared/uploads/files';
import { isApiError } from '@/lib/api-client';
import { downloadDocument } from '../api/download-document';

export function DownloadButton({ document }: { document: DocumentView }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { url } = await downloadDocument(document.documentId);
      window.location.assign(url);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : copy.uploadsPage.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variation="link"
      onClick={download}
      isLoading={busy}
      aria-label={copy.uploadsPage.downloadLabel(document.fileName)}
    >
      {copy.uploadsPage.download}
    </Button>
  );
}
