import { copy } from '@taxback/shared/copy';
import type { ProfileView } from '@taxback/shared/account/profile-schemas';
import { toast } from '@/components/ui/toast';
import { ProfileFormFields } from '@/features/account/components/profile-form-fields';
import { useProfileForm } from '@/features/account/hooks/use-profile-form';
import type { ProfileFormOutput } from '@/features/account/utils/profile-form-values';
import { isApiError } from '@/lib/api-client';
import { CancelSaveRow } from '@/components/ui/cancel-save-row';

interface ProfileEditFormProps {
  /** The owner's edit view, with the full ITIN. */
  profile: ProfileView;
  onDone: () => void;
}

export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const { form, save } = useProfileForm(profile, { withItin: true });

  const submit = async (values: ProfileFormOutput) => {
    try {
      if (!(await save(values))) return;
      toast.success(copy.profile.updated);
      onDone();
    } catch (error) {
      console.error('Updating the profile failed', error);
      toast.error(copy.profile.updateFailed, {
        description: isApiError(error) ? error.message : copy.common.genericRetry,
      });
    }
  };

  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <ProfileFormFields form={form} withItin />
      <CancelSaveRow
        marginTop="large"
        wrap="wrap"
        onCancel={onDone}
        busy={isSubmitting}
        saveLabel={copy.accountPage.saveChanges}
      />
    </form>
  );
}
