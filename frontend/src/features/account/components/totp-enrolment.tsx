import { Alert, Card, Flex, Heading, Link, Text, TextField } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@taxback/shared/constants';
import { copy } from '@taxback/shared/copy';
import { toast } from '@/components/ui/toast';
import { PageLoader } from '@/components/ui/page-loader';
import { amplifySignIn } from '@/lib/amplify';
import { meQueryKey } from '../api/get-me';
import { useAuth } from '@/lib/use-auth';
import { TotpCodeFields } from './totp-code-form';

/**
 * Staff must use an authenticator app: the API refuses admin routes until one is set up. This screen
 * asks Cognito for a setup key, checks one code from the app and makes TOTP the sign-in second step.
 */
export function TotpEnrolment() {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const setup = useQuery({
    queryKey: ['totp-setup', session?.userId],
    queryFn: async () => (await amplifySignIn()).setUpTOTP(),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const confirm = async (code: string): Promise<boolean> => {
    try {
      const auth = await amplifySignIn();
      await auth.verifyTOTPSetup({ code });
      await auth.updateMFAPreference({ totp: 'PREFERRED' });
    } catch (error) {
      console.warn('Authenticator code refused', error);
      return false;
    }
    toast.success(copy.staffTotp.setupDone);
    // The API records the authenticator and ends every session, this one too: the next sign-in asks for a code.
    await queryClient.invalidateQueries({ queryKey: meQueryKey(session?.userId ?? '') });
    return true;
  };

  return (
    <div className="page-narrow">
      <Card variation="elevated" className="page-card">
        <Flex direction="column" gap="large">
          <Heading level={1} fontSize="xl">
            {copy.staffTotp.setupHeading}
          </Heading>
          <Text>{copy.staffTotp.setupIntro}</Text>
          {setup.isPending && <PageLoader label={copy.staffTotp.setupLoading} />}
          {setup.isError && (
            <Alert variation="error" role="alert">
              {copy.staffTotp.setupFailed}
            </Alert>
          )}
          {setup.data && (
            <>
              <TextField
                label={copy.staffTotp.setupKeyLabel}
                value={setup.data.sharedSecret}
                isReadOnly
                fontFamily="monospace"
              />
              <Link href={setup.data.getSetupUri(PRODUCT_NAME, session?.email).toString()}>
                {copy.staffTotp.setupOpenInApp}
              </Link>
              <TotpCodeFields onCode={confirm} />
            </>
          )}
        </Flex>
      </Card>
    </div>
  );
}
