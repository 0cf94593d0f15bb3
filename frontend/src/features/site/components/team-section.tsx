import { Card, Heading, Text } from '@aws-amplify/ui-react';
import { siteCopy } from '@taxback/shared/copy-site';
import { Section } from './section';
import { useCompanyInfo } from '@/api/company-info';
import './marketing.css';

/**
 * The preparers staff set, each with their credentials (and a line about them when set). Left out when
 * there are none, and until they load (as CompanyDetails).
 */
export function TeamSection() {
  const { data } = useCompanyInfo();
  const { team } = siteCopy.whyChooseUs;
  if (!data?.preparers.length) return null;
  return (
    <Section id="team" title={team.title} intro={team.intro}>
      <ul className="team-list">
        {data.preparers.map((preparer, index) => (
          <li key={`${preparer.name}-${index}`}>
            <Card variation="elevated" className="team-member">
              <Heading level={3}>{preparer.name}</Heading>
              <Text as="p" className="team-member__credentials">
                {preparer.credentials}
              </Text>
              {preparer.bio && (
                <Text as="p" className="team-member__bio">
                  {preparer.bio}
                </Text>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
