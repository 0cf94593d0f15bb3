import { Badge, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { formatDateTime, formatUsd } from '@taxback/shared/i18n/format';
import { api } from '@/lib/api-client';

const text = staffCopy.adminBackOffice.tracker;
const labels = copy.refundStatus.payments;

/** The money taken for the application, oldest first; asked again when the application changes. */
export function ClaimPayments({ applicationId, version }: { applicationId: string; version: number }) {
  const payments = useQuery({
    queryKey: ['admin', 'application', applicationId, 'payments', version] as const,
    queryFn: async () => (await api.payments.listAdminClaimPayments({ params: { applicationId } })).items,
  });
  return (
    <section aria-labelledby="tracker-payments-title">
      <Heading level={3} fontSize="medium" id="tracker-payments-title" marginBottom="xs">
        {text.paymentsTitle}
      </Heading>
      {payments.isError ? (
        <Text color="font.error">{text.paymentsFailed}</Text>
      ) : payments.data?.length === 0 ? (
        <Text color="font.tertiary">{text.noPayments}</Text>
      ) : (
        <ol className="plain-list audit-trail" aria-labelledby="tracker-payments-title">
          {payments.data?.map((payment, index) => (
            <li key={`${payment.paidAt}-${index}`} className="audit-trail__entry">
              <Flex gap="small" alignItems="center" wrap="wrap">
                <Text fontWeight="semibold">
                  {labels[payment.kind]} · {formatUsd(payment.amountCents)}
                </Text>
                <Badge size="small" variation={payment.status === 'refunded' ? 'warning' : 'success'}>
                  {labels[payment.status]}
                </Badge>
              </Flex>
              <Text fontSize="small" color="font.tertiary">
                <time dateTime={payment.paidAt}>{formatDateTime(payment.paidAt)}</time>
                {payment.refundedAt && ` · ${labels.refundedOn(formatDateTime(payment.refundedAt))}`}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
