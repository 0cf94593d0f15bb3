import { Card } from '@aws-amplify/ui-react';
import { useLinkToken } from '@/hooks/use-link-token';
import { PasswordResetForm, PasswordResetRequest } from '@/features/account/components/password-reset';

export function ResetPasswordPage() {
  const token = useLinkToken();
  return (
    <div className="page-narrow">
      <Card variation="elevated" className="page-card">
        {token ? <PasswordResetForm token={token} /> : <PasswordResetRequest />}
      </Card>
    </div>
  );
}
