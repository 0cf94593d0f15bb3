import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { toast } from 'sonner';
import { copy } from '@taxback/shared/copy';
import { ButtonLink } from '@/components/ui/router-links';
import { verifyPayment } from '@/features/payment/api/payments';
import '@/features/payment/components/payment.css';

/** How long the page waits for the payment provider's webhook before giving up. */
const VERIFY_ATTEMPTS = 15;
const VERIFY_INTERVAL_MS = 1_000;

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const applicationId = params.get('application_id');
  const navigate = useNavigate();
  const [attempts, setAttempts] = useState(0);
  const verification = useQuery({
    queryKey: ['payment-verification', sessionId, applicationId],
    enabled: Boolean(sessionId && applicationId),
    queryFn: async () => {
      const result = await verifyPayment(sessionId!, applicationId!);
      setAttempts((count) => count + 1);
      return result;
    },
    refetchInterval: (query) =>
      query.state.data?.paid || query.state.dataUpdateCount >= VERIFY_ATTEMPTS ? false : VERIFY_INTERVAL_MS,
    retry: 2,
  });
  const gaveUp = attempts >= VERIFY_ATTEMPTS && verification.data?.paid === false;

  useEffect(() => {
    if (verification.isError) toast.error(copy.payment.verifyError);
    if (gaveUp) {
      toast.error(copy.payment.notSuccessful);
      navigate('/application', { replace: true });
    }
  }, [verification.isError, gaveUp, navigate]);

  if (!sessionId || !applicationId) {
    toast.error(copy.payment.noSession, { id: 'no-session' });
    return <Navigate to="/account" replace />;
  }

  if (!verification.data?.paid) {
    return (
      <div className="page-narrow">
        <Card variation="elevated" className="page-card">
          <Flex direction="column" alignItems="center" gap="medium" role="status">
            {verification.isError ? (
              <Text>{copy.payment.verifyError}</Text>
            ) : (
              <>
                <Loader size="large" />
                <Text>{copy.paymentSuccess.verifying}</Text>
              </>
            )}
          </Flex>
        </Card>
      </div>
    );
  }

  return (
    <div className="page-narrow page-narrow--wide">
      <Card variation="elevated" className="page-card">
        <Flex direction="column" gap="medium">
          <Heading level={1}>{copy.paymentSuccess.title}</Heading>
          <Text>{copy.paymentSuccess.body}</Text>
          <Heading level={2} fontSize="large">
            {copy.paymentSuccess.nextStepsTitle}
          </Heading>
          <ol className="payment-steps">
            {copy.paymentSuccess.nextSteps.map((step) => (
              <li key={step}>
                <Text>{step}</Text>
              </li>
            ))}
          </ol>
          <Flex gap="small" wrap="wrap">
            <ButtonLink to="/refund-status" variation="primary">
              {copy.paymentSuccess.refundStatus}
            </ButtonLink>
            <ButtonLink to="/account">{copy.paymentSuccess.account}</ButtonLink>
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
