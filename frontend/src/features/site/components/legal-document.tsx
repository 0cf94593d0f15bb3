import { Card, Heading, Text } from '@aws-amplify/ui-react';

interface LegalDocumentProps {
  document: {
    title: string;
    effective: string;
    intro: string;
    sections: readonly { heading: string; paragraphs: readonly string[] }[];
  };
}

/** The privacy policy or the terms: a title, the effective date, and numbered sections. */
export function LegalDocument({ document }: LegalDocumentProps) {
  return (
    <div className="container legal-page">
      <Card variation="elevated" className="legal-card">
        <Heading level={1} className="legal-card__title">
          {document.title}
        </Heading>
        <Text as="p" className="legal-card__effective">
          {document.effective}
        </Text>
        <Text as="p" className="legal-card__intro">
          {document.intro}
        </Text>
        {document.sections.map((section, index) => (
          <section key={section.heading} className="legal-card__section">
            <Heading level={2} fontSize="large">
              {`${index + 1}. ${section.heading}`}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text as="p" key={paragraph}>
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </Card>
    </div>
  );
}
