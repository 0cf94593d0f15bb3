import { Flex, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { ButtonLink } from '@/components/ui/router-links';
import type { ApplicationLocationState } from '../../utils/arrival-markers';
import { ContinueButton, StepFrame } from '../step-frame';
import type { StepProps } from './step-props';

const text = copy.wizard.upload;
const returnHere: ApplicationLocationState = { returnToStep: 5 };

interface SlotProps {
  label: string;
  count: number;
  guidance: string;
  action: string;
}

/** One kind of document the claim needs: its name, how many are uploaded, what is accepted and where to add one. */
function UploadSlot({ label, count, guidance, action }: SlotProps) {
  return (
    <section className="wizard__panel wizard__slot" aria-label={label}>
      <Flex direction="column" gap="small" alignItems="flex-start">
        <Flex justifyContent="space-between" wrap="wrap" gap="small" width="100%">
          <Text as="h2" className="wizard__slot-title">
            {label}
          </Text>
          <Text className="wizard__slot-count" role="status">
            {text.uploaded(count)}
          </Text>
        </Flex>
        <Text fontSize="small">{guidance}</Text>
        <ButtonLink to="/upload-documents" state={returnHere}>
          {action}
        </ButtonLink>
      </Flex>
    </section>
  );
}

/** Step 5 (and the never-shown step 6): a slot for the Forms 1042-S and one for the passport. */
export function UploadStep({ answers, onNext, onBack, animate }: StepProps) {
  return (
    <StepFrame
      step={5}
      title={text.title}
      animate={animate}
      onBack={onBack}
      action={<ContinueButton missing={null} onClick={onNext} />}
    >
      <Text>{text.body}</Text>
      <UploadSlot
        label={text.formsSlot}
        count={answers.num1042sForms}
        guidance={text.formsSlotHint}
        action={text.uploadForms}
      />
      <UploadSlot
        label={text.idSlot}
        count={answers.uploadedIdDocsCount}
        guidance={copy.wizard.itin.passportGuidance}
        action={text.uploadId}
      />
      <Text className="wizard__note">{text.later}</Text>
    </StepFrame>
  );
}
