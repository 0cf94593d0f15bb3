import { useState, type FormEvent } from 'react';
import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { isApiError } from '@/lib/api-client';
import type { useValidateDiscount } from '../api/payments';

interface Props {
  applicationId: string;
  applied: string | null;
  onApplied: (code: string | null) => void;
  validate: ReturnType<typeof useValidateDiscount>;
}

/** Apply or remove a discount code; the server decides whether it applies. */
const DISCOUNT_ERROR_ID = 'discount-code-error';

export function DiscountCodeBox({ applicationId, applied, onApplied, validate }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim().toUpperCase();
    if (!entered) return setError(copy.payment.emptyDiscount);
    setError(null);
    validate.mutate(
      { applicationId, code: entered },
      {
        onSuccess: (result) => onApplied(result.code),
        onError: (failure) => setError(isApiError(failure) ? failure.message : copy.payment.invalidDiscount),
      },
    );
  };

  if (applied) {
    return (
      <Flex alignItems="center" justifyContent="space-between" gap="small">
        <Text>{copy.payment.discountApplied(applied)}</Text>
        <Button size="small" variation="link" onClick={() => onApplied(null)}>
          {copy.paymentPage.remove}
        </Button>
      </Flex>
    );
  }
  return (
    <form onSubmit={apply} noValidate>
      <Flex alignItems="flex-end" gap="small">
        <TextField
          flex="1"
          label={copy.paymentPage.discountLabel}
          placeholder={copy.paymentPage.discountPlaceholder}
          value={code}
          maxLength={50}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          hasError={error !== null}
          aria-describedby={error ? DISCOUNT_ERROR_ID : undefined}
        />
        <Button type="submit" isLoading={validate.isPending}>
          {copy.paymentPage.apply}
        </Button>
      </Flex>
      {/* Under the row rather than the field, so the button stays level with the box. */}
      {error && (
        <Text id={DISCOUNT_ERROR_ID} variation="error" fontSize="small" marginTop="xxs" role="alert">
          {error}
        </Text>
      )}
    </form>
  );
}
