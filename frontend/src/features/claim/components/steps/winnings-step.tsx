import { Button, Heading, Text } from '@aws-amplify/ui-react';
import { MAX_1042S_ENTRIES, type Form1042sEntry } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { estimateApplication } from '@taxback/shared/site/estimate-from-claim';
import { answersQuote } from '@taxback/shared/payments/amount-due';
import { GAMBLING_INCOME_CODE } from '@taxback/shared/tax/return';
import { useState } from 'react';
import { completeEntry, Form1042sFields, type Form1042sDraft } from '@/features/claim/components/form-1042s-fields';
import { MoneyField } from '@/components/money-field';
import { RefundPicture } from '@/components/refund-picture';
import { ContinueButton, StepFrame } from '../step-frame';
import '../winnings.css';
import type { StepProps } from './step-props';

const text = copy.wizard.winnings;

const blankDraft = (taxYears: readonly string[]): Form1042sDraft => ({
  id: crypto.randomUUID(),
  taxYear: taxYears.length === 1 ? taxYears[0] : undefined,
  incomeCode: GAMBLING_INCOME_CODE,
});

/** Nothing typed beyond what the form starts with: such a form is left out rather than refused. */
const isBlank = (draft: Form1042sDraft) =>
  !draft.game &&
  draft.winningsCents === undefined &&
  draft.federalWithheldCents === undefined &&
  draft.totalWithholdingCreditCents === undefined &&
  !draft.withholdingAgentName?.trim() &&
  !draft.withholdingAgentEin?.trim();

/**
 * The winnings step (9, after the forms on hand): the figures of each Form 1042-S the customer holds and the
 * losses of each claimed year, with the refund they give. Saved together on Continue, as the upload page saves
 * them (the same entries, checked by the same schema on the server).
 */
export function WinningsStep({ application, answers, save, settled, onNext, onBack, animate }: StepProps) {
  const stored = application?.form1042sEntries ?? [];
  // Copies staff retrieved from a casino are theirs: kept as they are, never shown for editing here.
  const retrieved = stored.filter((entry) => entry.missingFormId);
  const [drafts, setDrafts] = useState<Form1042sDraft[]>(() => {
    const typed = stored.filter((entry) => !entry.missingFormId);
    if (typed.length > 0) return typed;
    return answers.hasAll1042s === false ? [] : [blankDraft(answers.taxYears)];
  });
  const [losses, setLosses] = useState<Record<string, number | undefined>>(() => ({
    ...(application?.lossesByYear ?? {}),
  }));
  const [saving, setSaving] = useState(false);

  const started = drafts.filter((draft) => !isBlank(draft));
  const complete = started.map(completeEntry).filter((entry): entry is Form1042sEntry => entry !== null);
  const allComplete = complete.length === started.length;
  const lossesByYear = Object.fromEntries(
    answers.taxYears.flatMap((year) => (losses[year] === undefined ? [] : [[year, losses[year]!] as const])),
  );
  const entries = [...retrieved, ...complete];

  const estimate = estimateApplication({
    taxYears: answers.taxYears,
    form1042sEntries: entries,
    missingForms: answers.hasAll1042s === false ? answers.missingForms : [],
    lossesByYear,
    countryOfResidence: answers.countryOfResidence,
  });
  const fee = answersQuote({
    status: application?.status ?? 'draft',
    hasItin: answers.hasItin,
    itinIsActive: answers.itinIsActive,
    num1042sForms: answers.num1042sForms,
    form1042sEntries: entries,
    numMissing1042s: answers.hasAll1042s === false ? answers.missingForms.length : 0,
  });

  const update = (id: string, changes: Partial<Form1042sEntry>) =>
    setDrafts(drafts.map((draft) => (draft.id === id ? { ...draft, ...changes } : draft)));
  const next = async () => {
    setSaving(true);
    save({ form1042sEntries: entries, lossesByYear });
    const saved = await settled();
    setSaving(false);
    if (saved) onNext();
  };

  return (
    <StepFrame
      step={9}
      title={text.title}
      animate={animate}
      onBack={onBack}
      feeCents={fee.totalCents}
      action={
        <ContinueButton
          missing={allComplete ? null : text.incomplete}
          isDisabled={saving}
          isLoading={saving}
          onClick={() => void next()}
        />
      }
    >
      <Text className="wizard__note">{text.intro}</Text>
      {drafts.map((draft, index) => (
        <fieldset key={draft.id} className="missing-form winnings__form">
          <legend className="missing-form__legend">{text.formTitle(index + 1)}</legend>
          <Form1042sFields
            draft={draft}
            taxYears={answers.taxYears}
            onChange={(changes) => update(draft.id, changes)}
          />
          <Button
            variation="link"
            size="small"
            className="missing-form__remove"
            onClick={() => setDrafts(drafts.filter((item) => item.id !== draft.id))}
          >
            {text.remove(index + 1)}
          </Button>
        </fieldset>
      ))}
      <div>
        <Button
          isDisabled={drafts.length + retrieved.length >= MAX_1042S_ENTRIES}
          onClick={() => setDrafts([...drafts, blankDraft(answers.taxYears)])}
        >
          + {text.add}
        </Button>
      </div>
      <section className="winnings__losses" aria-labelledby="winnings-losses-title">
        <Heading level={2} fontSize="large" id="winnings-losses-title">
          {copy.claimFigures.lossesTitle}
        </Heading>
        <Text className="wizard__note">{copy.claimFigures.lossesIntro}</Text>
        <div className="claim-figures__grid">
          {answers.taxYears.map((year) => (
            <MoneyField
              key={year}
              label={copy.claimFigures.losses(year)}
              cents={losses[year]}
              onChange={(cents) => setLosses({ ...losses, [year]: cents })}
            />
          ))}
        </div>
      </section>
      <section className="winnings__estimate" aria-labelledby="winnings-estimate-title">
        <Heading level={2} fontSize="large" id="winnings-estimate-title">
          {text.estimateTitle}
        </Heading>
        {estimate ? (
          <RefundPicture
            withheldCents={estimate.years.reduce((sum, year) => sum + year.withheldCents, 0)}
            refundCents={estimate.totalRefundCents}
            feeCents={fee.totalCents}
          />
        ) : (
          <Text className="wizard__note">{text.noForms}</Text>
        )}
        <Text className="wizard__note">{copy.claimFigures.noPromise}</Text>
      </section>
    </StepFrame>
  );
}
