import { Badge, Button, Flex, Heading, SelectField, Text } from '@aws-amplify/ui-react';
import { staffStatusTargets, type ClaimFacts } from '@taxback/shared/application/lifecycle';
import type { ApplicationStatus } from '@taxback/shared/application/schemas';
import { copy } from '@taxback/shared/copy';
import { staffCopy } from '@taxback/shared/copy-staff';
import { useState } from 'react';

const text = staffCopy.adminBackOffice.tracker;

interface StatusChangeProps {
  /** The claim as staff see it; the lifecycle says which statuses it may move to. */
  claim: ClaimFacts;
  disabled: boolean;
  onChange: (status: ApplicationStatus) => void;
}

/** Offers only the changes staff may make from the current status. */
export function StatusChange({ claim, disabled, onChange }: StatusChangeProps) {
  const [chosen, setChosen] = useState<ApplicationStatus | ''>('');
  const current = claim.status;
  const allowed = staffStatusTargets(claim);
  return (
    <section aria-labelledby="tracker-status-title">
      <Heading level={3} fontSize="medium" id="tracker-status-title" marginBottom="xs">
        {text.statusTitle}
      </Heading>
      <Flex direction="column" gap="small">
        <Text>
          {text.currentStatus}: <Badge size="small">{copy.statusLabels[current]}</Badge>
        </Text>
        {allowed.length === 0 ? (
          <Text color="font.tertiary">{text.noTransitions}</Text>
        ) : (
          <Flex
            as="form"
            gap="small"
            alignItems="flex-end"
            wrap="wrap"
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen) onChange(chosen);
              setChosen('');
            }}
          >
            <SelectField
              label={text.newStatus}
              placeholder={text.chooseStatus}
              value={chosen}
              onChange={(event) => setChosen(event.target.value as ApplicationStatus)}
              size="small"
            >
              {allowed.map((status) => (
                <option key={status} value={status}>
                  {copy.statusLabels[status]}
                </option>
              ))}
            </SelectField>
            <Button type="submit" size="small" isDisabled={disabled || !chosen}>
              {text.changeStatus}
            </Button>
            {chosen === 'rejected' && claim.paymentCompletedDate && (
              <Text role="note" width="100%" color="font.warning">
                {text.rejectRefunds}
              </Text>
            )}
          </Flex>
        )}
      </Flex>
    </section>
  );
}
