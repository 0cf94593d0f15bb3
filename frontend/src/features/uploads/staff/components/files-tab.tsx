import { Badge, Button } from '@aws-amplify/ui-react';
import { adminFilesPageSchema } from '@taxback/shared/uploads/staff-schemas';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import type * as z from '@taxback/shared/zod';
import { toast } from '@/components/ui/toast';
import { useAdminList } from '@/hooks/use-admin-list';
import { AdminListPanel, type Column } from '@/components/admin-list/admin-list-panel';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@taxback/shared/i18n/format';
import { useFileDownload } from '@/api/download-file';

type AdminFile = z.infer<typeof adminFilesPageSchema>['items'][number];

const text = staffCopy.adminBackOffice.files;
const categories = copy.uploadsPage.categories;
const categoryLabel = (category: string) => categories[category as keyof typeof categories] ?? category;

export function FilesTab() {
  const [q, setQ] = useState('');
  const list = useAdminList('files', q);
  const download = useFileDownload();

  const downloadFile = (file: AdminFile) =>
    download.mutate(file, {
      onSuccess: ({ url, fileName }) => {
        window.location.assign(url);
        toast.success(text.downloaded(fileName));
      },
      onError: (error) => toast.error(isApiError(error) && error.status === 404 ? text.notFound : text.downloadFailed),
    });

  const columns: Column<AdminFile>[] = [
    { header: text.columns.fileName, cell: (file) => <span className="admin-list__break">{file.fileName}</span> },
    { header: text.columns.user, cell: (file) => <span className="admin-list__break">{file.userName}</span> },
    { header: text.columns.documentType, cell: (file) => <Badge size="small">{categoryLabel(file.category)}</Badge> },
    { header: text.columns.fileType, cell: (file) => file.fileType },
    {
      header: text.columns.uploaded,
      cell: (file) => <span className="admin-list__nowrap">{formatDate(file.createdAt)}</span>,
    },
    {
      header: text.columns.download,
      cell: (file) => (
        <Button
          size="small"
          onClick={() => downloadFile(file)}
          isDisabled={download.isPending && download.variables.documentId === file.documentId}
          aria-label={text.downloadLabel(file.fileName)}
        >
          {text.download}
        </Button>
      ),
    },
  ];

  return (
    <AdminListPanel
      list={list}
      columns={columns}
      rowKey={(file) => file.documentId}
      text={text}
      search={{ label: text.searchLabel, onSearch: setQ }}
      actions={
        <Button size="small" onClick={() => void list.refetch()} isLoading={list.isRefetching}>
          {staffCopy.adminBackOffice.lists.refresh}
        </Button>
      }
    />
  );
}
