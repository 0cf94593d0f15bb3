import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { toast } from '@/components/ui/toast';
import { copy } from '@taxback/shared/copy';
import { CHECKOUT } from '@taxback/shared/constants';
import { formatDate, formatUsd } from '@taxback/shared/i18n/format';
import { confirmationDelayMs } from '@taxback/shared/payments/confirmation';
import { ButtonLink } from '@/components/ui/router-links';
import { verifyPayment } from '@/features/payments/api/payments';
import '@/features/payments/components/payment.css';
import { claimPaths } from '@taxback/shared/claim/claim-paths';

/** A checkout that can no longer change: stop asking. Only `pending` may still end paid. */
const isFinal = (outcome: string | undefined) => outcome !== undefined && outcome !== 'pending';

/**
 * Waits for the payment provider's webhook: asks again with a growing delay and never gives up while the
 * payment is pending, since it may be confirmed late (delayed payment methods, a slow webhook): a pending
 * payment is only ever "being confirmed". A final answer (refunded, expired, failed) is said plainly.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const applicationId = params.get('application_id');
  const [slow, setSlow] = useState(false);
  const verification = useQuery({
    queryKey: ['payment-verification', sessionId, applicationId],
    enabled: Boolean(sessionId && applicationId),
    queryFn: () => verifyPayment(sessionId!, applicationId!),
    refetchInterval: (query) =>
      isFinal(query.state.data?.outcome)
        ? false
        : confirmationDelayMs(query.state.dataUpdateCount + query.state.errorUpdateCount),
    refetchIntervalInBackground: true,
    retry: true,
    retryDelay: (attempt) => confirmationDelayMs(attempt),
  });

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), CHECKOUT.confirmSlowAfterMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!sessionId || !applicationId) toast.error(copy.payment.noSession, { id: 'no-session' });
  }, [sessionId, applicationId]);

  if (!sessionId || !applicationId) return <Navigate to="/account" replace />;

  const outcome = verification.data?.outcome;
  if (outcome === 'refunded' || outcome === 'expired' || outcome === 'failed') {
    const refunded = outcome === 'refunded';
    return (
      <div className="page-narrow">
        <Card variation="elevated" className="page-card">
          <Flex direction="column" gap="medium">
            <Heading level={1}>
              {refunded ? copy.paymentSuccess.refundedTitle : copy.paymentSuccess.notCompletedTitle}
            </Heading>
            <Text>{refunded ? copy.paymentSuccess.refundedBody : copy.paymentSuccess.notCompletedBody}</Text>
            <NextLinks to={claimPaths.payment(applicationId)} label={copy.paymentSuccess.backToPayment} />
          </Flex>
        </Card>
      </div>
    );
  }

  if (outcome !== 'paid') {
    return (
      <div className="page-narrow">
        <Card variation="elevated" className="page-card">
          <Flex direction="column" alignItems="center" gap="medium" role="status">
            <Loader size="large" />
            <Text>{copy.paymentSuccess.verifying}</Text>
            {slow && <Text fontSize="small">{copy.paymentSuccess.stillConfirming}</Text>}
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
          <dl className="payment-receipt">
            <div>
              <dt>{copy.paymentSuccess.reference}</dt>
              <dd className="payment-receipt__reference">{applicationId}</dd>
            </div>
          </dl>
          {verification.data?.paidAt && (
            <Text fontWeight="bold">
              {copy.paymentSuccess.paid(formatUsd(verification.data.amountCents), formatDate(verification.data.paidAt))}
            </Text>
          )}
          <Text>{copy.paymentSuccess.receiptSent}</Text>
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
          <NextLinks to="/refund-status" label={copy.paymentSuccess.refundStatus} />
        </Flex>
      </Card>
    </div>
  );
}

/** Where to go from here: the page's own next step, and the account. */
function NextLinks({ to, label }: { to: string; label: string }) {
  return (
    <Flex gap="small" wrap="wrap">
      <ButtonLink to={to} variation="primary">
        {label}
      </ButtonLink>
      <ButtonLink to="/account">{copy.paymentSuccess.account}</ButtonLink>
    </Flex>
  );
}
