import { Card, Heading } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';

const text = copy.estimator;

/** The rules behind the estimate, in plain words. */
export function HowEstimateWorks() {
  return (
    <Card as="section" variation="elevated" className="how-estimate-works" aria-labelledby="how-estimate-works-title">
      <Heading level={2} fontSize="large" id="how-estimate-works-title">
        {text.howTitle}
      </Heading>
      <ul>
        {text.how.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </Card>
  );
}
