import { Badge, Placeholder, Text, type BadgeProps } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import type { DocumentView } from '@taxback/shared/uploads/files';
import type { ReactNode } from 'react';
import { formatDate, formatFileSize } from '@taxback/shared/i18n/format';
import { DownloadButton } from './download-button';

const text = copy.uploadsPage;
const categoryLabel = (category: string) => text.categories[category as keyof typeof text.categories] ?? category;
// Generated forms wait for the customer's signature.
const categoryBadge: Record<string, BadgeProps['variation']> = { ID: 'info', Form: 'success', Generated: 'warning' };

interface DocumentListProps {
  documents: readonly DocumentView[] | undefined;
  /** What to show under a document, such as the figures of a Form 1042-S. */
  details?: (document: DocumentView) => ReactNode;
}

/** The user's documents, newest first: their uploads and the forms generated for them to sign. */
export function DocumentList({ documents, details }: DocumentListProps) {
  if (documents === undefined) return <Placeholder size="large" />;
  if (documents.length === 0) return <Text color="font.tertiary">{text.noDocuments}</Text>;
  return (
    <ul className="document-list">
      {documents.map((document) => {
        const extra = details?.(document);
        return (
          <li key={document.documentId} className="document-list__item">
            <span className="document-list__name">{document.fileName}</span>
            <Badge size="small" variation={categoryBadge[document.category]}>
              {categoryLabel(document.category)}
            </Badge>
            <Text as="span" fontSize="small" color="font.tertiary" className="document-list__meta">
              {formatDate(document.createdAt)} · {formatFileSize(document.sizeBytes)}
            </Text>
            <DownloadButton document={document} />
            {extra && <div className="document-list__details">{extra}</div>}
          </li>
        );
      })}
    </ul>
  );
}
