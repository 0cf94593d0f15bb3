import { Button, Flex, Heading, SelectField, Text } from '@aws-amplify/ui-react';
import type { AdminApplication } from '@taxback/shared/claim/staff-schemas';
import { staffCopy } from '@taxback/shared/copy-staff';
import { OFFICIAL_FORMS, type OfficialForm } from '@taxback/shared/uploads/official-forms';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { usePutFormToSign } from '../api/forms-to-sign';
import { FeedbackAlert, type Feedback } from '@/components/ui/feedback-alert';

const text = staffCopy.adminFormsToSign;

/** Staff put each official form they prepared on the claim for the customer's signature (a PDF, checked). */
export function FormsToSign({ application }: { application: AdminApplication }) {
  const put = usePutFormToSign(application.applicationId);
  const [form, setForm] = useState<OfficialForm>('1040nr');
  const [taxYear, setTaxYear] = useState(application.taxYears[0] ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setFeedback(null);
    put.mutate(
      { form, file, ...(form === '1040nr' ? { taxYear } : {}) },
      {
        onSuccess: (recorded) =>
          setFeedback({ variation: 'success', message: text.uploaded(text.forms[recorded.form], recorded.emailed) }),
        onError: (error) =>
          setFeedback({
            variation: 'error',
            message: isApiError(error) && error.status < 500 ? error.message : text.failed,
          }),
      },
    );
  };

  return (
    <section aria-labelledby="tracker-to-sign-title">
      <Heading level={3} fontSize="medium" id="tracker-to-sign-title" marginBottom="xs">
        {text.title}
      </Heading>
      <form onSubmit={submit}>
        <Flex direction="column" gap="small" alignItems="flex-start">
          <Text fontSize="small" color="font.tertiary">
            {text.intro}
          </Text>
          <SelectField label={text.form} value={form} onChange={(event) => setForm(event.target.value as OfficialForm)}>
            {OFFICIAL_FORMS.map((name) => (
              <option key={name} value={name}>
                {text.forms[name]}
              </option>
            ))}
          </SelectField>
          {form === '1040nr' && (
            <SelectField label={text.taxYear} value={taxYear} onChange={(event) => setTaxYear(event.target.value)}>
              {application.taxYears.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </SelectField>
          )}
          <label>
            <Text as="span" fontSize="small">
              {text.file}
            </Text>
            <input
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
          <Button type="submit" size="small" isDisabled={!file} isLoading={put.isPending} loadingText={text.uploading}>
            {text.upload}
          </Button>
          <FeedbackAlert feedback={feedback} />
        </Flex>
      </form>
    </section>
  );
}
