import { Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  title: string;
  intro?: string;
  /** 'tinted' alternates the background between neighbouring sections. */
  tone?: 'plain' | 'tinted';
  /** The page's own heading is h1; a section of the home page is h2. */
  headingLevel?: 1 | 2;
  children: ReactNode;
}

export function Section({ id, title, intro, tone = 'plain', headingLevel = 2, children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <section id={id} className={`section section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <div className="section__header">
          <Heading level={headingLevel} id={headingId} className="section__title">
            {title}
          </Heading>
          {intro && (
            <Text as="p" className="section__intro">
              {intro}
            </Text>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
