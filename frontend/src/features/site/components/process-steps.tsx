import { Heading, Text } from '@aws-amplify/ui-react';
import { siteCopy } from '@taxback/shared/copy-site';

const { howItWorks } = siteCopy;

/** The five steps of a claim, numbered. */
export function ProcessSteps({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  // Read as the page renders, so the steps are in the current language.
  const steps = Object.values(howItWorks.steps);
  return (
    <ol className="process-steps">
      {steps.map((step, index) => (
        <li key={step.title} className="process-step">
          <span className="process-step__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <Text as="p" className="process-step__label">
              {howItWorks.stepLabel(index + 1)}
            </Text>
            <Heading level={headingLevel} fontSize="medium">
              {step.title}
            </Heading>
            <Text as="p">{step.body}</Text>
          </div>
        </li>
      ))}
    </ol>
  );
}
