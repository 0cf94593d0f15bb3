import { Text, ToggleButton } from '@aws-amplify/ui-react';
import { yearsHeldByOtherClaims } from '@taxback/shared/claim/many-claims';
import {
  claimableTaxYears,
  claimDeadlineDay,
  isPayableTaxYear,
  lastPaymentDay,
} from '@taxback/shared/claim/claim-years';
import { copy } from '@taxback/shared/copy';
import { useId, useState } from 'react';
import { AppLink } from '@/components/ui/router-links';
import { formatDate } from '@taxback/shared/i18n/format';
import { ClaimDeadline } from '@/components/claim-deadline';
import { useApplications } from '@/api/get-current-application';
import { ResidencyQuestions, residencySettled, residencyUnanswered } from '../residency-questions';
import { ContinueButton, StepFrame } from '../step-frame';
import type { StepProps } from './step-props';
import { claimPaths } from '@taxback/shared/claim/claim-paths';

const text = copy.wizard.years;

/**
 * Step 2: the tax years claimed, from the years still claimable today, newest first, each with its deadline. A year
 * whose last payment day has passed shows as closed, with its dates, on a claim not yet paid (the server refuses its
 * first payment). Then the residency questions for those years, which say before any payment whether we can file
 * for the customer.
 */
export function TaxYearsStep({ application, answers, save, onNext, onBack, animate }: StepProps) {
  const [today] = useState(() => new Date());
  const [years] = useState(() => claimableTaxYears(today).map(String));
  const noteId = useId();
  // A year another claim of the customer holds (not rejected) cannot be chosen again: the server refuses it.
  const held = yearsHeldByOtherClaims(useApplications().data ?? [], application?.applicationId ?? null);
  const closed = new Set(
    application?.paymentCompletedDate ? [] : years.filter((year) => !isPayableTaxYear(Number(year), today)),
  );
  const chosen = years.filter((year) => answers.taxYears.includes(year) && !held.has(year) && !closed.has(year));

  // Rebuilt from the offered years, so a stored year that has left the claim window is dropped.
  const toggle = (year: string) =>
    save({ taxYears: years.filter((candidate) => (candidate === year) !== chosen.includes(candidate)) });

  return (
    <StepFrame
      step={2}
      title={text.title}
      animate={animate}
      onBack={onBack}
      action={
        <ContinueButton
          missing={
            chosen.length === 0
              ? text.missingYear
              : residencyUnanswered(answers, chosen)
                ? copy.screening.answerAll
                : !residencySettled(answers, chosen)
                  ? copy.wizard.continueBlocked
                  : null
          }
          onClick={onNext}
        />
      }
    >
      <div className="wizard__years" role="group" aria-label={text.title} aria-describedby={noteId}>
        {years.map((year) => (
          <div key={year} className="wizard__year">
            <ToggleButton
              value={year}
              isPressed={chosen.includes(year)}
              isDisabled={held.has(year) || closed.has(year)}
              onChange={() => toggle(year)}
              aria-describedby={`${noteId}-${year}`}
            >
              {year}
            </ToggleButton>
            {held.has(year) ? (
              <Text id={`${noteId}-${year}`} className="wizard__year-held">
                {text.alreadyClaimed}. <AppLink to={claimPaths.status(held.get(year)!)}>{text.seeClaim(year)}</AppLink>
              </Text>
            ) : closed.has(year) ? (
              <Text id={`${noteId}-${year}`} className="wizard__year-held">
                {text.closed(formatDate(lastPaymentDay(Number(year))), formatDate(claimDeadlineDay(Number(year))))}
              </Text>
            ) : (
              <ClaimDeadline
                id={`${noteId}-${year}`}
                year={Number(year)}
                today={today}
                payment={!application?.paymentCompletedDate}
              />
            )}
          </div>
        ))}
      </div>
      <Text id={noteId} className="wizard__note">
        {text.note(years.length)}
      </Text>
      <ResidencyQuestions answers={answers} save={save} years={chosen} />
    </StepFrame>
  );
}
