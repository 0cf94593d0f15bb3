/** The staff's list of uploaded files (under the dashboard's `adminBackOffice`). */
export const uploadsStaff = {
  adminBackOffice: {
    files: {
      searchLabel: 'Search by file name, customer name or document type',
      empty: 'No files found',
      fetchFailed: 'Failed to fetch uploaded files',
      notFound: 'File not found',
      downloadFailed: 'Failed to download file',
      downloaded: (file: string) => `Downloaded ${file}`,
      columns: {
        fileName: 'File Name',
        user: 'User',
        documentType: 'Document Type',
        fileType: 'File Type',
        uploaded: 'Uploaded',
        download: 'Download',
      },
      download: 'Download',
      downloadLabel: (file: string) => `Download ${file}`,
    },
  },
} as const;
