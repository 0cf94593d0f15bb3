import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  intro: string;
  /** The section's own id, for a link to it. */
  id?: string;
  children: ReactNode;
}

/** A section of a page in its own card: a level-2 heading, a quieter introduction, then its content. */
export function SectionCard({ titleId, title, intro, id, children }: SectionCardProps) {
  return (
    <section aria-labelledby={titleId} id={id}>
      <Card variation="elevated" className="page-card">
        <Flex direction="column" gap="medium">
          <Flex direction="column" gap="xxs">
            <Heading level={2} fontSize="large" id={titleId}>
              {title}
            </Heading>
            <Text color="font.tertiary">{intro}</Text>
          </Flex>
          {children}
        </Flex>
      </Card>
    </section>
  );
}
