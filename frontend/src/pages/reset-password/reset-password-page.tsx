import { Card } from '@aws-amplify/ui-react';
import { useSearchParams } from 'react-router-dom';
import { PasswordResetForm, PasswordResetRequest } from '@/features/auth/components/password-reset';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <div className="page-narrow">
      <Card variation="elevated" className="page-card">
        {token ? <PasswordResetForm token={token} /> : <PasswordResetRequest />}
      </Card>
    </div>
  );
}
