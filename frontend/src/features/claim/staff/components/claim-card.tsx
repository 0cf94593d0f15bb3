import { Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** One card of the staff claim page: a titled section (its heading names it), with an optional hint under the title. */
export function ClaimCard({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="claim-page__card">
      <Heading level={2} fontSize="large" id={id}>
        {title}
      </Heading>
      {hint && (
        <Text fontSize="small" color="font.tertiary">
          {hint}
        </Text>
      )}
      {children}
    </section>
  );
}
