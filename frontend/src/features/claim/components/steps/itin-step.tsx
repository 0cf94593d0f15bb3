import { Alert, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { needsItin } from '@taxback/shared/claim/residency';
import { FEES, ITIN_DIGITS } from '@taxback/shared/constants';
import { formatUsd } from '@taxback/shared/payments/fees';
import { copy } from '@taxback/shared/copy';
import { itinDigits } from '@taxback/shared/validation/typed-text';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { HelpPopover } from '@/components/ui/help-popover';
import { useProfileForEditing } from '@/api/get-profile-for-editing';
import { useSaveItin } from '@/features/claim/api/save-itin';
import { ItinField } from '@/components/itin-field';
import { toYesNo, yesNoChoices } from '../../utils/yes-no';
import { ContinueButton, StepFrame } from '../step-frame';
import type { StepProps } from './step-props';

const text = copy.wizard.itin;
/** The choices that make the claim an ITIN application (a new ITIN or a renewal) carry its price. */
const withItinPrice = <V extends string>(choices: readonly { value: V; label: string }[], priced: V) =>
  choices.map((choice) =>
    choice.value === priced ? { ...choice, price: `+${formatUsd(FEES.itinProcessingCents)}` } : choice,
  );
const hasItinChoices = () => withItinPrice(yesNoChoices(text.yes, text.no), 'no');
const activeChoices = () => withItinPrice(yesNoChoices(text.active, text.inactive), 'no');
const ssnChoices = yesNoChoices(copy.screening.yes, copy.screening.no);

/**
 * Step 1: the ITIN question, and whether the customer could get an SSN when we would apply for an ITIN (the IRS
 * gives none to someone who can). The number itself is kept on the profile, not on the application.
 */
export function ItinStep({ answers, save, onNext, onBack, animate }: StepProps) {
  const stored = useProfileForEditing();
  const saveItin = useSaveItin();
  const [typedItin, setTypedItin] = useState<string | null>(null);
  const [itinError, setItinError] = useState<string>();
  const storedItin = stored.data?.itin ?? '';
  const itin = typedItin ?? storedItin;
  const { hasItin, itinIsActive, itinLastFiledYear, ssnEligible } = answers;
  const asksSsn = needsItin(answers);

  const missing =
    hasItin === null
      ? text.missingAnswer
      : hasItin && itinIsActive === null
        ? text.missingActive
        : hasItin && itinDigits(itin) === ''
          ? text.missingNumber
          : asksSsn && ssnEligible === null
            ? text.missingSsn
            : asksSsn && ssnEligible
              ? copy.wizard.continueBlocked
              : null;

  const confirm = async () => {
    if (hasItin) {
      const digits = itinDigits(itin);
      if (digits.length !== ITIN_DIGITS) return setItinError(copy.profile.itinInvalid);
      if (digits !== itinDigits(storedItin)) {
        try {
          await saveItin.mutateAsync(digits);
        } catch (error) {
          console.error('Saving the ITIN failed', error);
          toast.error(copy.application.saveFailedTitle, { description: copy.application.saveFailed });
          return;
        }
      }
    }
    onNext();
  };

  return (
    <StepFrame
      step={1}
      title={text.title}
      animate={animate}
      onBack={onBack}
      action={
        <ContinueButton
          missing={missing}
          isDisabled={saveItin.isPending}
          isLoading={saveItin.isPending}
          loadingText={copy.common.saving}
          onClick={() => void confirm()}
        />
      }
    >
      <Flex direction="column" gap="xs" alignItems="flex-start">
        <HelpPopover label={text.whatIsIt}>{text.whatIsItBody}</HelpPopover>
        <Text className="wizard__note">{text.note}</Text>
      </Flex>
      <ChoiceGroup
        legend={text.title}
        name="has-itin"
        choices={hasItinChoices()}
        value={toYesNo(hasItin)}
        onChange={(value) => save({ hasItin: value === 'yes' })}
      />
      {hasItin && (
        <>
          <Flex direction="column" gap="xs" alignItems="flex-start">
            <Text as="p" className="wizard__question">
              {text.activeQuestion}
            </Text>
            <HelpPopover label={text.howDoIKnow}>{text.howDoIKnowBody}</HelpPopover>
          </Flex>
          <ChoiceGroup
            legend={text.activeQuestion}
            name="itin-active"
            choices={activeChoices()}
            value={itinIsActive === 'unsure' ? null : itinIsActive}
            onChange={(value) => save({ itinIsActive: value })}
          />
          <TextField
            label={text.lastFiledLabel}
            descriptiveText={text.lastFiledHint}
            inputMode="numeric"
            maxLength={4}
            defaultValue={itinLastFiledYear ?? ''}
            onBlur={(event) => {
              const year = event.target.value.trim();
              if (year === (itinLastFiledYear ?? '')) return;
              if (year === '' || /^\d{4}$/.test(year)) save({ itinLastFiledYear: year || null });
            }}
          />
          {itinIsActive === 'no' && (
            <Text className="wizard__note" role="status">
              {text.renewal}
            </Text>
          )}
          <ItinField
            label={text.numberLabel}
            descriptiveText={text.numberWhy}
            value={itin}
            isRequired
            errorMessage={itinError}
            onChange={(value) => {
              setTypedItin(value);
              setItinError(undefined);
            }}
          />
        </>
      )}
      {asksSsn && (
        <>
          <Flex direction="column" gap="xs" alignItems="flex-start">
            <Text as="p" className="wizard__question">
              {copy.screening.ssn}
            </Text>
            <HelpPopover label={copy.screening.ssnHelp}>{copy.screening.ssnHelpBody}</HelpPopover>
          </Flex>
          <ChoiceGroup
            legend={copy.screening.ssn}
            name="ssn-eligible"
            choices={ssnChoices}
            value={toYesNo(ssnEligible)}
            onChange={(value) => save({ ssnEligible: value === 'yes' })}
          />
          {ssnEligible && (
            <Alert variation="error" role="alert" heading={copy.screening.refusedTitle}>
              {copy.screening.refusals['ssn-eligible']()}
            </Alert>
          )}
        </>
      )}
    </StepFrame>
  );
}
