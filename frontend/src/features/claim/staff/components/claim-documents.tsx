import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import type { AdminApplication } from '@taxback/shared/claim/staff-schemas';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { AppLink } from '@/components/ui/router-links';
import { toast } from '@/components/ui/toast';
import { useFileDownload } from '@/api/download-file';
import { loadedItems } from '@/components/admin-list/loaded-items';
import { useAdminList } from '@/hooks/use-admin-list';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@taxback/shared/i18n/format';
import { ClaimCard } from './claim-card';

const text = staffCopy.adminBackOffice.claimPage.documents;
const files = staffCopy.adminBackOffice.files;
const categories = copy.uploadsPage.categories;
const categoryLabel = (category: string) => categories[category as keyof typeof categories] ?? category;

/** What the claim holds on paper: the figures recorded, and the customer's files (found by name, kept by id). */
export function ClaimDocuments({ application }: { application: AdminApplication }) {
  const list = useAdminList('files', application.applicantName);
  const download = useFileDownload();
  const own = loadedItems(list).filter((file) => file.userId === application.userId);

  return (
    <ClaimCard id="claim-documents-title" title={text.title}>
      <ul className="plain-list claim-page__plain-list">
        <li>{text.forms1042s(application.form1042sEntries.length)}</li>
        {application.hasAll1042s === false && <li>{text.missing(application.numMissing1042s)}</li>}
        <li>{text.ids(application.uploadedIdDocsCount)}</li>
      </ul>
      {own.length > 0 && (
        <ol className="plain-list claim-page__plain-list" aria-label={files.columns.fileName}>
          {own.map((file) => (
            <li key={file.documentId}>
              <Flex justifyContent="space-between" alignItems="center" gap="xs" wrap="wrap">
                <Flex direction="column" gap="0" className="claim-page__break">
                  <Text fontSize="small">{file.fileName}</Text>
                  <Text fontSize="xs" color="font.tertiary">
                    <Badge size="small">{categoryLabel(file.category)}</Badge> {formatDate(file.createdAt)}
                  </Text>
                </Flex>
                <Button
                  size="small"
                  variation="link"
                  aria-label={files.downloadLabel(file.fileName)}
                  isDisabled={download.isPending}
                  onClick={() =>
                    download.mutate(file, {
                      onSuccess: ({ url }) => window.location.assign(url),
                      onError: (error) =>
                        toast.error(isApiError(error) && error.status === 404 ? files.notFound : files.downloadFailed),
                    })
                  }
                >
                  {files.download}
                </Button>
              </Flex>
            </li>
          ))}
        </ol>
      )}
      <AppLink to="/admin?tab=files">{text.allFiles}</AppLink>
    </ClaimCard>
  );
}
