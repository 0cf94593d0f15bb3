import { Badge, Placeholder, Text } from '@aws-amplify/ui-react';
import { messages } from '@taxback/shared/messages';
import type { DocumentView } from '@taxback/shared/uploads/files';
import { formatDate, formatFileSize } from '@/lib/format';

const text = messages.uploadsPage;
const categoryLabel = (category: string) => text.categories[category as keyof typeof text.categories] ?? category;

/** The documents the user has uploaded, newest first. */
export function DocumentList({ documents }: { documents: readonly DocumentView[] | undefined }) {
  if (documents === undefined) return <Placeholder size="large" />;
  if (documents.length === 0) return <Text color="font.tertiary">{text.noDocuments}</Text>;
  return (
    <ul className="document-list">
      {documents.map((document) => (
        <li key={document.documentId} className="document-list__item">
          <span className="document-list__name">{document.fileName}</span>
          <Badge size="small" variation={document.category === 'ID' ? 'info' : 'success'}>
            {categoryLabel(document.category)}
          </Badge>
          <Text as="span" fontSize="small" color="font.tertiary" className="document-list__meta">
            {formatDate(document.createdAt)} · {formatFileSize(document.sizeBytes)}
          </Text>
        </li>
      ))}
    </ul>
  );
}
