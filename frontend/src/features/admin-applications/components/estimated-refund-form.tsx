import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';
import { centsToDollars, dollarsToCents } from '@/lib/money';

const text = staffCopy.adminBackOffice.tracker;

interface EstimatedRefundFormProps {
  cents: number | null;
  disabled: boolean;
  onSave: (cents: number | null) => void;
}

/** The estimated refund, typed in dollars and sent in cents; an empty box clears it. */
export function EstimatedRefundForm({ cents, disabled, onSave }: EstimatedRefundFormProps) {
  const [value, setValue] = useState(centsToDollars(cents ?? undefined));
  const [invalid, setInvalid] = useState(false);

  const save = () => {
    const typed = value.trim();
    const amount = typed === '' ? null : dollarsToCents(typed);
    setInvalid(amount === undefined);
    if (amount !== undefined) onSave(amount);
  };

  return (
    <section aria-labelledby="tracker-refund-title">
      <Heading level={3} fontSize="medium" id="tracker-refund-title" marginBottom="xs">
        {text.refundTitle}
      </Heading>
      <Flex
        as="form"
        gap="small"
        alignItems="flex-end"
        wrap="wrap"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label={text.refundLabel}
          inputMode="decimal"
          size="small"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          hasError={invalid}
          errorMessage={text.refundInvalid}
          flex="1 1 240px"
        />
        <Button type="submit" size="small" isDisabled={disabled}>
          {text.saveRefund}
        </Button>
      </Flex>
    </section>
  );
}
