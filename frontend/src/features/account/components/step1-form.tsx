import { Flex } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import type { ProfileView } from '@taxback/shared/account/profile-schemas';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { ButtonLink } from '@/components/ui/router-links';
import type { AuthRedirectState } from '@/features/account/utils/redirect-target';
import { isApiError } from '@/lib/api-client';
import { useProfileForm } from '../hooks/use-profile-form';
import type { ProfileFormOutput, ProfileFormValues } from '../utils/profile-form-values';
import { ProfileFormFields } from './profile-form-fields';
import { SubmitButton } from '@/components/ui/submit-button';

const { step1 } = copy;

const REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'city',
  'province',
  'postalCode',
  'dateOfBirth',
  'countryOfBirth',
] as const satisfies readonly (keyof ProfileFormValues)[];

export function Step1Form({ profile }: { profile: ProfileView | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { form, save } = useProfileForm(profile, { withItin: false });

  const submit = async (values: ProfileFormOutput) => {
    try {
      if (!(await save(values))) return;
      // No toast: the wizard's first question says where the customer is, and a toast would cover it.
      await navigate('/application?from=step1');
    } catch (error) {
      console.error('Saving the profile failed', error);
      if (isApiError(error) && error.status === 401) {
        // Same id as the app-wide expiry toast, so the user sees one message.
        toast.error(step1.sessionExpiredTitle, { id: 'session-expired', description: step1.sessionExpiredBody });
        const state: AuthRedirectState = { from: location };
        await navigate('/auth', { state });
        return;
      }
      // The server's own words when it answered; a request that never got an answer may be tried again.
      const description = isApiError(error) ? error.message || step1.saveFailed : step1.saveFailedRetry;
      toast.error(copy.common.error, { description });
    }
  };

  const reportMissingFields = () => {
    const values = form.getValues();
    if (REQUIRED_FIELDS.some((name) => !String(values[name] ?? '').trim())) {
      toast.error(step1.missingFieldsTitle, { description: step1.missingFieldsBody });
    }
  };

  const { isSubmitting } = form.formState;
  return (
    <Flex as="form" direction="column" gap="0" noValidate onSubmit={form.handleSubmit(submit, reportMissingFields)}>
      <ProfileFormFields form={form} />
      <div className="flow-page__actions">
        <ButtonLink to="/" variation="link">
          {copy.common.backToHome}
        </ButtonLink>
        <SubmitButton busy={isSubmitting} busyLabel={copy.common.saving}>
          {step1.confirm}
        </SubmitButton>
      </div>
    </Flex>
  );
}
