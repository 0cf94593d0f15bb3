import { Flex, Text } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '@taxback/shared/application/schemas';
import { copy } from '@taxback/shared/copy';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { CheckCircleIcon } from '@/components/ui/icons';
import { AppLink } from '@/components/ui/router-links';
import { useUserId } from '@/hooks/use-user-id';
import { isApiError } from '@/lib/api-client';
import { currentApplicationQueryKey } from '@/api/get-current-application';
import { finishApplication } from '../../api/finish-application';
import { ContinueButton, StepFrame } from '../step-frame';
import type { StepProps } from './step-props';
import { claimPaths } from '@taxback/shared/claims/claim-paths';

const text = copy.wizard.done;

interface FinishStepProps extends Omit<StepProps, 'answers' | 'save' | 'onNext'> {
  application: ApplicationView | null;
  /** Resolves once every answer given is saved; false when one failed. */
  settled: () => Promise<boolean>;
}

/** Step 8: the application is complete; finishing marks it ready for payment and opens the payment page. */
export function FinishStep({ application, settled, onBack, animate }: FinishStepProps) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);

  const finish = async () => {
    if (!application) return;
    setFinishing(true);
    try {
      if (!(await settled())) return;
      const finished = await finishApplication(application.applicationId);
      queryClient.setQueryData(currentApplicationQueryKey(userId), finished);
      await navigate(claimPaths.payment(finished.applicationId));
    } catch (error) {
      console.error('Finishing the application failed', error);
      toast.error(copy.common.error, {
        description: isApiError(error) ? error.message : copy.application.saveFailed,
      });
    } finally {
      setFinishing(false);
    }
  };

  return (
    <StepFrame
      step={8}
      title={text.title}
      animate={animate}
      onBack={onBack}
      action={
        <ContinueButton
          label={text.finish}
          missing={null}
          size="large"
          isDisabled={!application || finishing}
          isLoading={finishing}
          loadingText={text.finishing}
          onClick={() => void finish()}
        />
      }
    >
      <Flex direction="column" gap="small" alignItems="center" textAlign="center">
        <span className="page-card__icon">
          <CheckCircleIcon width={32} height={32} />
        </span>
        <Text>{text.body}</Text>
        <AppLink to="/refund-status">{text.refundStatusLink}</AppLink>
      </Flex>
    </StepFrame>
  );
}
