import { Alert, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ButtonLink } from '@/components/ui/router-links';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@taxback/shared/i18n/format';
import { downloadFormToSign, useFormsToSign } from '../api/forms-to-sign';

const text = copy.refundStatus.formsToSign;

/**
 * The official IRS forms staff put on the claim for the customer's ink signature, with exactly how to sign and
 * return them, and whether the signed originals arrived. Shown once there is a form to sign.
 */
export function FormsToSignCard({ application }: { application: ApplicationView }) {
  const query = useFormsToSign(application);
  const data = query.data;
  if (!data || data.forms.length === 0) return null;
  return (
    <Card variation="elevated" className="page-card flow-card" data-testid="forms-to-sign" id="forms-to-sign">
      <Flex direction="column" gap="small">
        <Heading level={2} fontSize="large">
          {text.title}
        </Heading>
        <Text>{text.intro}</Text>
        <ul>
          {data.forms.map((form) => (
            <li key={form.documentId}>
              <Flex alignItems="center" gap="small" wrap="wrap">
                <Text fontWeight="bold">
                  {form.taxYear ? text.forYear(text.names[form.form], form.taxYear) : text.names[form.form]}
                </Text>
                <DownloadForm documentId={form.documentId} fileName={form.fileName} />
              </Flex>
            </li>
          ))}
        </ul>
        <Heading level={3} fontSize="medium">
          {text.howTitle}
        </Heading>
        <ol>
          {text.steps.map((step) => (
            <li key={step}>
              <Text>{step}</Text>
            </li>
          ))}
        </ol>
        <Text fontWeight="bold">{data.mailTo ? text.mailTo(data.mailTo) : text.mailToUnknown}</Text>
        {data.receivedDate ? (
          <Alert variation="success">{text.received(formatDate(data.receivedDate))}</Alert>
        ) : (
          <Text fontSize="small">{text.waiting}</Text>
        )}
        <ButtonLink to="/upload-documents" size="small">
          {text.uploadScan}
        </ButtonLink>
      </Flex>
    </Card>
  );
}

function DownloadForm({ documentId, fileName }: { documentId: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { url } = await downloadFormToSign(documentId);
      window.location.assign(url);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : text.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" onClick={() => void download()} isLoading={busy} aria-label={text.downloadLabel(fileName)}>
      {text.download}
    </Button>
  );
}
