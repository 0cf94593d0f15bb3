import { Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import type { UploadItem } from '../hooks/use-document-upload';

/** Each file of the last upload with its progress bar and outcome. */
export function UploadProgressList({ items }: { items: readonly UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="upload-list" aria-live="polite">
      {items.map((item) => (
        <li key={item.id} className={`upload-list__item upload-list__item--${item.status}`}>
          <div className="upload-list__row">
            {item.status === 'done' && <CheckCircleIcon className="upload-list__icon" />}
            {(item.status === 'failed' || item.status === 'skipped') && <AlertIcon className="upload-list__icon" />}
            <span className="upload-list__name">{item.fileName}</span>
          </div>
          {item.status !== 'skipped' && (
            <progress
              className="upload-list__progress"
              max={100}
              value={item.percent}
              aria-label={copy.uploadsPage.progressLabel(item.fileName)}
            />
          )}
          <Text
            as="p"
            className="upload-list__message"
            role={item.status === 'failed' || item.status === 'skipped' ? 'alert' : undefined}
          >
            {item.status === 'waiting' || item.status === 'uploading' ? copy.uploadsPage.waiting : item.message}
          </Text>
        </li>
      ))}
    </ul>
  );
}
