import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, CheckboxField, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { toast } from '@/components/ui/toast';
import { claimAllows, refundBelowFee, refusalOf } from '@taxback/shared/claim/lifecycle';
import { missingResidency, screeningRefusals } from '@taxback/shared/claim/residency';
import { claimRefusalText, refusalText } from '@taxback/shared/claim/refusal-text';
import { copy } from '@taxback/shared/copy';
import { formatUsd, type FeeQuote } from '@taxback/shared/payments/fees';
import { answersQuote } from '@taxback/shared/payments/amount-due';
import { shownEstimate } from '@taxback/shared/claim/next-action';
import { isApiError } from '@/lib/api-client';
import { PageLoader } from '@/components/ui/page-loader';
import { AppLink, ButtonLink } from '@/components/ui/router-links';
import { useApplication, useCreateCheckout, useValidateDiscount } from '@/features/payments/api/payments';
import { NeedHelpLink } from '@/components/ui/need-help-link';
import { useLanguage } from '@/lib/language';
import { localizedPath } from '@/lib/public-paths';
import { BenefitsList } from '@/features/payments/components/benefits-list';
import { DiscountCodeBox } from '@/features/payments/components/discount-code-box';
import { FeeSummary } from '@/components/fee-summary';
import '@/features/payments/components/payment.css';
import { claimPaths } from '@taxback/shared/claim/claim-paths';
import { w7Application } from '@taxback/shared/claim/itin';

export function PaymentPage() {
  const [params] = useSearchParams();
  const applicationId = params.get('applicationId');
  const navigate = useNavigate();
  const language = useLanguage();
  const application = useApplication(applicationId);
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const [lowRefundConfirmed, setLowRefundConfirmed] = useState(false);
  const discount = useValidateDiscount();
  const checkout = useCreateCheckout();

  useEffect(() => {
    if (!application.error) return;
    const missing = isApiError(application.error) && application.error.status === 404;
    toast.error(missing ? copy.payment.noApplication : copy.payment.couldNotLoad);
    if (missing) navigate('/application', { replace: true });
  }, [application.error, navigate]);

  if (!applicationId) return <Navigate to="/application" replace />;
  if (!application.data) return <PageLoader />;

  const app = application.data;
  // A reopened claim whose new answers cost more owes the itemised difference, priced by the server.
  const balance = app.balanceDue;
  const baseQuote: FeeQuote = balance
    ? { lines: balance.lines, subtotalCents: balance.totalCents, discountCents: 0, totalCents: balance.totalCents }
    : answersQuote(app);
  const quote =
    discountCode && discount.data?.code === discountCode
      ? { ...baseQuote, discountCents: discount.data.discountAmountCents, totalCents: discount.data.totalCents }
      : baseQuote;

  // The screening and the estimate, as the server checks them again at checkout.
  const residencyMissing = missingResidency(app).length > 0;
  const [refused] = screeningRefusals(app);
  const lowRefund = app.status === 'ready_for_payment' && refundBelowFee(app);
  const estimate = shownEstimate(app);

  const pay = () =>
    checkout.mutate(
      {
        applicationId: app.applicationId,
        ...(discountCode ? { discountCode } : {}),
        ...(lowRefund ? { confirmLowRefund: lowRefundConfirmed } : {}),
      },
      {
        onSuccess: ({ url }) => {
          if (!url) return toast.error(copy.payment.noPaymentUrl);
          window.location.assign(url);
        },
        onError: (error) =>
          toast.error(copy.payment.sessionFailed, { description: isApiError(error) ? error.message : undefined }),
      },
    );

  return (
    <div className="page-narrow page-narrow--wide payment-page">
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xs">
          <Heading level={1}>{copy.paymentPage.title}</Heading>
          <Text color="font.tertiary">{copy.paymentPage.subtitle}</Text>
          <NeedHelpLink />
        </Flex>
        {!claimAllows(app.status).checkout ? (
          app.paid && app.status !== 'reopened' ? (
            <Alert variation="success" heading={copy.paymentSuccess.title}>
              <Flex direction="column" gap="small">
                <Text>{copy.paymentPage.alreadyPaid}</Text>
                <ButtonLink to="/refund-status">{copy.paymentPage.viewStatus}</ButtonLink>
              </Flex>
            </Alert>
          ) : (
            // The same words the server answers a checkout with in this state.
            <Alert variation="info">{claimRefusalText(refusalOf('checkout', app))}</Alert>
          )
        ) : residencyMissing ? (
          <Alert variation="info">{copy.screening.answersMissing}</Alert>
        ) : refused ? (
          <Alert variation="error" heading={copy.screening.refusedTitle}>
            {refusalText(refused)}
          </Alert>
        ) : (
          <div className="payment-grid">
            <Card variation="elevated" className="page-card">
              <Flex direction="column" gap="medium">
                <Heading level={2} fontSize="large">
                  {balance ? copy.paymentPage.balanceTitle : copy.paymentPage.summaryTitle}
                </Heading>
                {balance && <Text>{copy.paymentPage.balanceIntro}</Text>}
                <FeeSummary quote={quote} discountCode={discountCode} balance={Boolean(balance)} />
                {!balance && (
                  <DiscountCodeBox
                    applicationId={app.applicationId}
                    applied={discountCode}
                    onApplied={(code) => {
                      setDiscountCode(code);
                      if (!code) discount.reset();
                    }}
                    validate={discount}
                  />
                )}
                {lowRefund && (
                  <Alert variation="warning" heading={copy.screening.lowRefundTitle}>
                    <Flex direction="column" gap="small">
                      <Text>
                        {copy.screening.lowRefundBody(
                          estimate === null ? copy.refundStatus.notEstimated : formatUsd(estimate),
                          formatUsd(baseQuote.subtotalCents),
                        )}
                      </Text>
                      <CheckboxField
                        name="confirm-low-refund"
                        label={copy.screening.lowRefundConfirm}
                        checked={lowRefundConfirmed}
                        onChange={(event) => setLowRefundConfirmed(event.target.checked)}
                      />
                    </Flex>
                  </Alert>
                )}
                <Button
                  variation="primary"
                  size="large"
                  isDisabled={lowRefund && !lowRefundConfirmed}
                  onClick={pay}
                  isLoading={checkout.isPending}
                  loadingText={copy.paymentPage.redirecting}
                >
                  {copy.paymentPage.pay(formatUsd(quote.totalCents))}
                </Button>
                <Text fontSize="small" className="payment-page__cancellation">
                  {copy.paymentPage.cancellation}{' '}
                  <AppLink to={localizedPath('/terms', language)}>{copy.paymentPage.termsLink}</AppLink>
                </Text>
                <Text fontSize="small" color="font.tertiary">
                  {copy.paymentPage.secureNote}
                </Text>
              </Flex>
            </Card>
            <Card variation="elevated" className="page-card">
              <Flex direction="column" gap="medium">
                <BenefitsList includesItin={w7Application(app) !== null} />
                <Text fontSize="small">{copy.paymentPage.moneyBack}</Text>
              </Flex>
            </Card>
          </div>
        )}
        <Button
          variation="link"
          alignSelf="flex-start"
          onClick={() => navigate(claimPaths.wizard(app.applicationId), { state: { fromPayment: true } })}
        >
          {copy.paymentPage.backToApplication}
        </Button>
      </Flex>
    </div>
  );
}
