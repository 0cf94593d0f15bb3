import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { ButtonLink } from '@/components/ui/router-links';
import type { ApplicationLocationState } from '../../utils/arrival-markers';
import { StepFrame } from '../step-frame';
import type { StepProps } from './step-props';

const text = copy.wizard.upload;
const returnHere: ApplicationLocationState = { returnToStep: 5 };

/** Step 5 (and the never-shown step 6): where the customer goes to upload forms and ID. */
export function UploadStep({ answers, onNext, onBack, animate }: StepProps) {
  return (
    <StepFrame
      step={5}
      title={text.title}
      animate={animate}
      onBack={onBack}
      action={
        <Button variation="primary" onClick={onNext}>
          {copy.wizard.continue}
        </Button>
      }
    >
      <div className="wizard__panel">
        <Flex direction="column" gap="small" alignItems="flex-start">
          <Text>{text.body}</Text>
          <Text fontSize="small">{copy.wizard.itin.passportGuidance}</Text>
          <ButtonLink to="/upload-documents" state={returnHere}>
            {text.uploadHere}
          </ButtonLink>
          <Text className="wizard__note" role="status">
            {text.uploadedSoFar(answers.num1042sForms, answers.uploadedIdDocsCount)}
          </Text>
        </Flex>
      </div>
      <Text className="wizard__note">{text.later}</Text>
    </StepFrame>
  );
}
