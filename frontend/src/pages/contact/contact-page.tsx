import { Card, Heading, Link, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { AppLink } from '@/components/ui/router-links';
import { CompanyDetails } from '@/components/company-details';
import { ContactForm } from '@/features/contact/components/contact-form';
import { Section } from '@/features/site/components/section';
import '@/features/site/components/marketing.css';

const { contact } = copy;

export function ContactPage() {
  return (
    <Section title={contact.title} intro={contact.intro} headingLevel={1} tone="tinted">
      <div className="contact-layout">
        <Card variation="elevated">
          <ContactForm />
        </Card>
        <Card variation="outlined" className="contact-aside">
          <Heading level={2} fontSize="medium">
            {contact.emailUs}
          </Heading>
          <Link href={`mailto:${contact.emailAddress}`}>{contact.emailAddress}</Link>
          <CompanyDetails titled />
          <Text as="p" fontSize="small" color="font.tertiary">
            {contact.privacyNote}{' '}
            <AppLink to="/privacy" textDecoration="underline">
              {contact.privacyLink}
            </AppLink>
          </Text>
        </Card>
      </div>
    </Section>
  );
}
