import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { AdminApplication } from '@taxback/shared/claim/staff-schemas';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { useFileDownload } from '@/api/download-file';
import { isApiError } from '@/lib/api-client';
import { useGenerateForms } from '../api/generate-forms';
import './form-package.css';
import { FeedbackAlert, type Feedback } from '@/components/ui/feedback-alert';

const text = staffCopy.adminFormPackage;

/**
 * Generates the forms for signature and lists them for download. The outcome shows here rather than
 * in a toast: the dialog sits in the browser's top layer, above the page's toasts.
 */
export function FormPackage({ application }: { application: AdminApplication }) {
  const generate = useGenerateForms(application.applicationId);
  const download = useFileDownload();
  const [feedback, setFeedback] = useState<Feedback>(null);

  const run = () => {
    setFeedback(null);
    generate.mutate(undefined, {
      onSuccess: ({ documents, emailed }) =>
        setFeedback({
          variation: 'success',
          message: `${text.generated(documents.length)} ${emailed ? text.emailed : text.notEmailed}`,
        }),
      // A refusal (a claim not paid yet, or reopened) says why.
      onError: (error) =>
        setFeedback({
          variation: 'error',
          message: isApiError(error) && error.status < 500 ? error.message : text.failed,
        }),
    });
  };
  const downloadFile = (documentId: string) =>
    download.mutate(
      { userId: application.userId, documentId },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: () => setFeedback({ variation: 'error', message: text.downloadFailed }),
      },
    );

  return (
    <section aria-labelledby="tracker-forms-title">
      <Heading level={3} fontSize="medium" id="tracker-forms-title" marginBottom="xs">
        {text.title}
      </Heading>
      <Flex direction="column" gap="small" alignItems="flex-start">
        <Text fontSize="small" color="font.tertiary">
          {text.intro}
        </Text>
        <Button size="small" onClick={run} isLoading={generate.isPending} loadingText={text.generating}>
          {text.generate}
        </Button>
        <FeedbackAlert feedback={feedback} />
        {generate.data && (
          <ul className="form-package">
            {generate.data.documents.map((document) => (
              <li key={document.documentId} className="form-package__file">
                <span className="form-package__name">{document.fileName}</span>
                <Button
                  size="small"
                  onClick={() => downloadFile(document.documentId)}
                  isDisabled={download.isPending && download.variables.documentId === document.documentId}
                  aria-label={text.downloadLabel(document.fileName)}
                >
                  {text.download}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </section>
  );
}
