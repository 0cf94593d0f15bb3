import { Card, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** A card of the claim's status page: its level-2 title, then what it shows. */
export function FlowSectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variation="elevated" className="page-card flow-card">
      <Heading level={2} fontSize="large">
        {title}
      </Heading>
      {children}
    </Card>
  );
}
