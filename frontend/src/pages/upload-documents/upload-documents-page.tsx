import { Card, Divider, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import type { DocumentView } from '@taxback/shared/uploads/files';
import { useLocation } from 'react-router-dom';
import { FlowNav } from '@/components/ui/flow-nav';
import { ButtonLink } from '@/components/ui/router-links';
import { returnToStepOf, type ApplicationLocationState } from '@/features/claim/utils/arrival-markers';
import { Form1042sEntryForm } from '@/features/claim/components/form-1042s-entry-form';
import { LossesForm } from '@/features/claim/components/losses-form';
import '@/features/claim/components/claim-figures.css';
import { useClaimFigures } from '@/features/claim/hooks/use-claim-figures';
import { useDocuments } from '@/features/uploads/api/list-documents';
import { DocumentList } from '@/features/uploads/components/document-list';
import { UploadForm } from '@/features/uploads/components/upload-form';
import { NeedHelpLink } from '@/components/ui/need-help-link';
import { UploadProgressList } from '@/features/uploads/components/upload-progress-list';
import '@/features/uploads/components/uploads.css';
import { useDocumentUpload } from '@/features/uploads/hooks/use-document-upload';

const text = copy.uploadsPage;

export function UploadDocumentsPage() {
  const location = useLocation();
  const returnToStep = returnToStepOf(location.state);
  const backState: ApplicationLocationState | undefined = returnToStep ? { returnToStep } : undefined;
  const { items, isUploading, upload } = useDocumentUpload();
  const documents = useDocuments();
  const figures = useClaimFigures();
  const hasYears = figures.taxYears.length > 0;
  const formIds = (documents.data ?? []).filter((item) => item.category === 'Form').map((item) => item.documentId);
  const formFigures = (document: DocumentView) =>
    document.category === 'Form' && (
      <Form1042sEntryForm
        documentId={document.documentId}
        fileName={document.fileName}
        taxYears={figures.taxYears}
        entry={figures.entryOf(document.documentId, formIds)}
        onSave={figures.saveEntry}
      />
    );

  return (
    <div className="flow-page">
      <FlowNav
        back={
          <ButtonLink to="/application" state={backState} size="small">
            ← {text.backToApplication}
          </ButtonLink>
        }
        help={<NeedHelpLink />}
      />
      <Card variation="elevated" className="page-card flow-card">
        <Flex direction="column" gap="large">
          <header>
            <Heading level={1} className="flow-page__title">
              {text.title}
            </Heading>
          </header>
          <UploadForm isUploading={isUploading} onUpload={upload} />
          <UploadProgressList items={items} />
          <Divider />
          <Flex direction="column" gap="small">
            <Heading level={2} fontSize="large">
              {text.yourDocuments}
            </Heading>
            {documents.isError ? (
              <Text color="font.error">{copy.common.serverError}</Text>
            ) : (
              <DocumentList documents={documents.data} details={hasYears ? formFigures : undefined} />
            )}
          </Flex>
          {figures.application !== undefined && (
            <>
              <Divider />
              {hasYears ? (
                <LossesForm
                  taxYears={figures.taxYears}
                  lossesByYear={figures.lossesByYear}
                  onSave={figures.saveLosses}
                />
              ) : (
                <Text color="font.tertiary">{copy.claimFigures.noYears}</Text>
              )}
            </>
          )}
        </Flex>
      </Card>
    </div>
  );
}
