import { Button, Heading, Text } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { shownEstimate } from '@taxback/shared/claim/next-action';
import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { w7Application } from '@taxback/shared/claim/itin';
import type { WizardStep } from '@taxback/shared/claim/wizard';
import { copy } from '@taxback/shared/copy';
import { estimateApplication } from '@taxback/shared/site/estimate-from-claim';
import { answersQuote } from '@taxback/shared/payments/amount-due';
import { formatUsd } from '@taxback/shared/payments/fees';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FeeSummary } from '@/components/fee-summary';
import { FormNames } from '@/components/ui/form-names';
import { RefundPicture } from '@/components/refund-picture';
import { toast } from '@/components/ui/toast';
import { AppLink } from '@/components/ui/router-links';
import { useUserId } from '@/lib/use-user-id';
import { isApiError } from '@/lib/api-client';
import { currentApplicationQueryKey } from '@/api/get-current-application';
import { finishApplication } from '../../api/finish-application';
import type { DraftAnswers } from '../../utils/draft-answers';
import { ContinueButton, StepFrame } from '../step-frame';
import type { StepProps } from './step-props';
import '../winnings.css';
import { claimPaths } from '@taxback/shared/claim/claim-paths';

const text = copy.wizard.done;

interface FinishStepProps extends Omit<StepProps, 'save' | 'onNext'> {
  application: ApplicationView | null;
  answers: DraftAnswers;
  /** Opens the step that sets an answer, to change it. */
  onEdit: (step: WizardStep) => void;
}

/** One answer of the review, with the link back to the step that sets it. */
function ReviewLine({
  label,
  value,
  step,
  onEdit,
}: { label: string; value: ReactNode; step?: WizardStep } & Pick<FinishStepProps, 'onEdit'>) {
  return (
    <div className="review__line">
      <dt>{label}</dt>
      <dd>
        <span className="review__value">{typeof value === 'string' ? <FormNames text={value} /> : value}</span>
        {step !== undefined && (
          <Button
            variation="link"
            size="small"
            className="review__edit"
            aria-label={text.editLabel(label)}
            onClick={() => onEdit(step)}
          >
            {text.edit}
          </Button>
        )}
      </dd>
    </div>
  );
}

const itinValue = (answers: DraftAnswers) => {
  const w7 = w7Application(answers);
  return w7 === 'new'
    ? text.itinValues.application
    : w7 === 'renewal'
      ? text.itinValues.renewal
      : text.itinValues.active;
};

/**
 * Step 8, "Review and pay": every answer that sets the price or the refund, each with a link back to its step, the
 * estimated refund as a picture, the itemised fee and what the customer keeps. Finishing marks the claim ready for
 * payment and opens the payment page.
 */
export function FinishStep({ application, answers, settled, onBack, onEdit, animate }: FinishStepProps) {
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

  const claim = application ?? null;
  const quote = claim ? answersQuote(claim) : null;
  const estimate = claim ? shownEstimate(claim) : null;
  const computed =
    claim &&
    estimateApplication({
      taxYears: claim.taxYears,
      form1042sEntries: claim.form1042sEntries,
      missingForms: claim.hasAll1042s === false ? claim.missingForms : [],
      lossesByYear: claim.lossesByYear,
      countryOfResidence: claim.countryOfResidence,
    });
  const withheldCents = computed?.years.reduce((sum, year) => sum + year.withheldCents, 0) ?? 0;
  const typed = (claim?.form1042sEntries ?? []).filter((entry) => !entry.missingFormId).length;
  const missing = answers.hasAll1042s === false ? (claim?.numMissing1042s ?? 0) : 0;
  const delivery = answers.formDeliveryPreference;

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
      <Text className="wizard__note">{text.body}</Text>
      <section className="review" aria-labelledby="review-answers-title">
        <Heading level={2} fontSize="large" id="review-answers-title">
          {text.answersTitle}
        </Heading>
        <dl className="review__lines">
          <ReviewLine
            label={text.years}
            value={answers.taxYears.join(', ') || text.notChosen}
            step={2}
            onEdit={onEdit}
          />
          <ReviewLine label={text.forms} value={text.formsValue(typed, missing)} step={9} onEdit={onEdit} />
          <ReviewLine label={text.itin} value={itinValue(answers)} step={1} onEdit={onEdit} />
          <ReviewLine
            label={text.delivery}
            value={delivery ? copy.wizard.delivery.choices[delivery] : text.notChosen}
            step={7}
            onEdit={onEdit}
          />
          <ReviewLine
            label={text.estimate}
            value={estimate === null ? copy.refundStatus.notEstimated : formatUsd(estimate)}
            step={9}
            onEdit={onEdit}
          />
        </dl>
      </section>
      {estimate !== null && quote && (
        <RefundPicture withheldCents={withheldCents} refundCents={estimate} feeCents={quote.totalCents} />
      )}
      {quote && (
        <section className="review" aria-labelledby="review-fee-title">
          <Heading level={2} fontSize="large" id="review-fee-title">
            {text.feeTitle}
          </Heading>
          <FeeSummary quote={quote} discountCode={null} />
          <dl className="review__lines">
            <ReviewLine
              label={text.youKeep}
              value={
                estimate === null ? copy.refundStatus.notEstimated : formatUsd(Math.max(0, estimate - quote.totalCents))
              }
              onEdit={onEdit}
            />
          </dl>
          {estimate !== null && estimate < quote.totalCents && (
            <Text className="review__warning">{copy.estimator.feeExceedsRefund}</Text>
          )}
        </section>
      )}
      <AppLink to="/refund-status">{text.refundStatusLink}</AppLink>
    </StepFrame>
  );
}
