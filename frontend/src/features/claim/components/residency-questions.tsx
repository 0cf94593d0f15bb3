import { Alert, Flex, Heading, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import {
  asks8840,
  dayYears,
  daysInYear,
  missingResidency,
  refusesYearOnly,
  screeningRefusals,
} from '@taxback/shared/claim/residency';
import { refusalText } from '@taxback/shared/claim/refusal-text';
import type { ApplicationAnswers } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { RESIDENCE_COUNTRIES, residenceCountryName } from '@taxback/shared/reference/residence-countries';
import { useMemo, useState } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { HelpPopover } from '@/components/ui/help-popover';
import type { DraftAnswers } from '../utils/draft-answers';
import { toYesNo, yesNoChoices } from '../utils/yes-no';

const text = copy.screening;

/** Countries by name in the reader's language, Canada first. */
function useCountryChoices() {
  return useMemo(() => {
    const [first, ...rest] = RESIDENCE_COUNTRIES;
    const named = rest.map((code) => ({ code, name: residenceCountryName(code) }));
    named.sort((a, b) => a.name.localeCompare(b.name));
    return [{ code: first, name: residenceCountryName(first) }, ...named];
    // The names follow the language the catalogue is read in.
  }, [text.country]);
}

function DaysField({
  year,
  days,
  onChange,
}: {
  year: string;
  days: number | undefined;
  onChange: (days?: number) => void;
}) {
  const [typed, setTyped] = useState(days === undefined ? '' : String(days));
  const value = typed.trim();
  const invalid = value !== '' && (!/^\d{1,3}$/.test(value) || Number(value) > daysInYear(year));
  return (
    <TextField
      label={text.days(year)}
      inputMode="numeric"
      value={typed}
      hasError={invalid}
      errorMessage={text.daysInvalid}
      onChange={(event) => {
        const next = event.target.value;
        setTyped(next);
        const trimmed = next.trim();
        if (trimmed === '') onChange(undefined);
        else if (/^\d{1,3}$/.test(trimmed) && Number(trimmed) <= daysInYear(year)) onChange(Number(trimmed));
      }}
    />
  );
}

const withYear = <T,>(answers: Record<string, T>, year: string, value: T | undefined): Record<string, T> => {
  const { [year]: _dropped, ...rest } = answers;
  return value === undefined ? rest : { ...rest, [year]: value };
};

interface ResidencyQuestionsProps {
  answers: DraftAnswers;
  save: (changes: ApplicationAnswers) => void;
  /** The claim years chosen, newest first. */
  years: readonly string[];
}

/**
 * Step 2's questions on residence and status, for the years chosen: whether we can file for the customer,
 * said in plain words before anything is paid. The server asks the same screening again at checkout.
 */
export function ResidencyQuestions({ answers, save, years }: ResidencyQuestionsProps) {
  const countries = useCountryChoices();
  const claim = { ...answers, taxYears: years };
  // A refusal about the customer (not one year) is said once.
  const refusals = screeningRefusals(claim).filter(
    (refusal, index, all) => refusesYearOnly(refusal.code) || all.findIndex((r) => r.code === refusal.code) === index,
  );
  const yesNo = yesNoChoices(text.yes, text.no);

  return (
    <Flex as="section" direction="column" gap="medium" className="wizard__residency" aria-label={text.title}>
      <Heading level={2} fontSize="large">
        {text.title}
      </Heading>
      <Text className="wizard__note">{text.intro}</Text>
      <SelectField
        label={text.country}
        descriptiveText={text.countryHint}
        placeholder={text.selectCountry}
        value={answers.countryOfResidence ?? ''}
        onChange={(event) => save({ countryOfResidence: event.target.value || null })}
      >
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <Text as="p" className="wizard__question">
        {text.citizen}
      </Text>
      <ChoiceGroup
        legend={text.citizen}
        name="ever-us-citizen"
        choices={yesNo}
        value={toYesNo(answers.everUsCitizenOrGreenCard)}
        onChange={(value) => save({ everUsCitizenOrGreenCard: value === 'yes' })}
      />
      <Flex direction="column" gap="xs" alignItems="flex-start">
        <Text as="p" className="wizard__question">
          {text.marital}
        </Text>
        <HelpPopover label={text.maritalHelp}>{text.maritalHelpBody}</HelpPopover>
      </Flex>
      <ChoiceGroup
        legend={text.marital}
        name="marital-status"
        choices={[
          { value: 'unmarried', label: text.maritalStatuses.unmarried },
          { value: 'married', label: text.maritalStatuses.married },
        ]}
        value={answers.maritalStatus}
        onChange={(maritalStatus) => save({ maritalStatus })}
      />
      {years.length > 0 && (
        <>
          <Flex direction="column" gap="xs" alignItems="flex-start">
            <Heading level={3} fontSize="medium">
              {text.daysTitle}
            </Heading>
            <Text className="wizard__note">{text.daysIntro}</Text>
            <HelpPopover label={text.daysHelp}>{text.daysHelpBody}</HelpPopover>
          </Flex>
          <div className="wizard__days">
            {dayYears(years).map((year) => (
              <DaysField
                key={year}
                year={year}
                days={answers.daysInUs[year]}
                onChange={(days) => save({ daysInUs: withYear(answers.daysInUs, year, days) })}
              />
            ))}
          </div>
          {years.map((year) => (
            <Flex key={year} direction="column" gap="small">
              {asks8840(claim, year) && (
                <>
                  <Flex direction="column" gap="xs" alignItems="flex-start">
                    <Text as="p" className="wizard__question">
                      {text.form8840(year)}
                    </Text>
                    <HelpPopover label={text.form8840Help}>{text.form8840HelpBody}</HelpPopover>
                  </Flex>
                  <ChoiceGroup
                    legend={text.form8840(year)}
                    name={`form-8840-${year}`}
                    choices={yesNo}
                    value={toYesNo(answers.closerConnection8840Filed[year] ?? null)}
                    onChange={(value) =>
                      save({
                        closerConnection8840Filed: withYear(answers.closerConnection8840Filed, year, value === 'yes'),
                      })
                    }
                  />
                </>
              )}
              <Text as="p" className="wizard__question">
                {text.returnFiled(year)}
              </Text>
              <Text className="wizard__note">{text.returnFiledHint}</Text>
              <ChoiceGroup
                legend={text.returnFiled(year)}
                name={`return-filed-${year}`}
                choices={yesNo}
                value={toYesNo(answers.returnAlreadyFiled[year] ?? null)}
                onChange={(value) =>
                  save({ returnAlreadyFiled: withYear(answers.returnAlreadyFiled, year, value === 'yes') })
                }
              />
            </Flex>
          ))}
        </>
      )}
      {refusals.length > 0 && (
        <Alert variation="error" role="alert" heading={text.refusedTitle}>
          {refusals.map((refusal) => (
            <Text key={refusal.year + refusal.code}>
              {refusalText(refusal)} {refusesYearOnly(refusal.code) && years.length > 1 ? text.otherYears : ''}
            </Text>
          ))}
        </Alert>
      )}
    </Flex>
  );
}

/** Whether a residency question of step 2 is still unanswered for the years chosen. */
export const residencyUnanswered = (answers: DraftAnswers, years: readonly string[]): boolean =>
  missingResidency({ ...answers, taxYears: years }).some((fact) => fact.fact !== 'ssnEligible');

/** Whether step 2 may go on: every residency question of the step answered and no year refused. */
export const residencySettled = (answers: DraftAnswers, years: readonly string[]): boolean =>
  !residencyUnanswered(answers, years) && screeningRefusals({ ...answers, taxYears: years }).length === 0;
