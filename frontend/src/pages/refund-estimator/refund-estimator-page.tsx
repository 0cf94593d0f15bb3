import { Button, Card, Heading } from '@aws-amplify/ui-react';
import { claimableTaxYears } from '@taxback/shared/claim/claim-years';
import { estimateRefund } from '@taxback/shared/site/estimate';
import { DEFAULT_RESIDENCE_COUNTRY } from '@taxback/shared/constants';
import { rulesFor } from '@taxback/shared/tax/country-rules';
import { copy } from '@taxback/shared/copy';
import { quoteFee } from '@taxback/shared/payments/fees';
import { useMemo, useRef, useState } from 'react';
import { EstimateSummary } from '@/features/site/components/estimate-summary';
import { EstimatorYear } from '@/features/site/components/estimator-year';
import { HowEstimateWorks } from '@/features/site/components/how-estimate-works';
import { ResidenceSelect } from '@/features/site/components/residence-select';
import { useEstimatorYears, yearFacts } from '@/features/site/hooks/use-estimator-years';
import { useToday } from '@/hooks/use-today';
import { Section } from '@/features/site/components/section';
import '@/features/site/components/marketing.css';
import '@/features/site/components/estimator.css';

const text = copy.estimator;

/** Public: the refund, fee and net of a claim from figures typed in the browser. Nothing is stored or sent. */
export function RefundEstimatorPage() {
  const today = useToday();
  const claimable = useMemo(() => claimableTaxYears(today), [today]);
  const { years, addYear, removeYear, changeYear } = useEstimatorYears(claimable.slice(0, 1));
  const [addedYear, setAddedYear] = useState<number | null>(null);
  const [hasItin, setHasItin] = useState(false);
  const [residence, setResidence] = useState<string>(DEFAULT_RESIDENCE_COUNTRY);
  const formTitleRef = useRef<HTMLHeadingElement>(null);

  const estimate = estimateRefund(years.map((draft) => ({ ...yearFacts(draft), country: residence })));
  const newestYear = years[0]?.year ?? claimable[0] ?? today.getUTCFullYear() - 1;
  const fee = quoteFee({
    hasItin,
    num1042sForms: years.reduce((count, draft) => count + draft.wins.length, 0),
    numMissing1042s: 0,
  });
  const addable = claimable.filter((year) => !years.some((draft) => draft.year === year));

  const add = (year: number) => {
    setAddedYear(year);
    addYear(year);
  };
  // The removed year held the focus; the form's title is the nearest stable place for it.
  const remove = (year: number) => {
    removeYear(year);
    formTitleRef.current?.focus();
  };

  return (
    <Section title={text.title} intro={text.intro} headingLevel={1} tone="tinted">
      <div className="estimator-layout">
        <Card variation="elevated" className="estimator-form">
          <form noValidate aria-labelledby="estimator-form-title" onSubmit={(event) => event.preventDefault()}>
            <Heading level={2} fontSize="large" id="estimator-form-title" ref={formTitleRef} tabIndex={-1}>
              {text.formTitle}
            </Heading>
            <ResidenceSelect value={residence} rules={rulesFor(residence, newestYear)} onChange={setResidence} />
            {years.map((draft, index) => (
              <EstimatorYear
                key={draft.year}
                draft={draft}
                estimate={estimate.years[index]!}
                today={today}
                autoFocus={draft.year === addedYear}
                onChange={changeYear}
                onRemove={years.length > 1 ? () => remove(draft.year) : undefined}
              />
            ))}
            {addable.length > 0 && (
              <div role="group" aria-label={text.addYearGroup} className="estimator-form__add-years">
                {addable.map((year) => (
                  <Button key={year} size="small" onClick={() => add(year)}>
                    + {text.addYear(year)}
                  </Button>
                ))}
              </div>
            )}
          </form>
        </Card>
        <EstimateSummary estimate={estimate} fee={fee} hasItin={hasItin} onHasItinChange={setHasItin} />
        <HowEstimateWorks />
      </div>
    </Section>
  );
}
