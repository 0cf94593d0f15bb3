import { Card, Heading, Text } from '@aws-amplify/ui-react';
import { siteCopy } from '@taxback/shared/copy-site';
import type { ComponentType, SVGProps } from 'react';
import { RouteIcon, TagPriceIcon, TeamIcon } from '@/components/ui/public-site-icons';

const { reasons } = siteCopy.whyChooseUs;

const cards: { key: keyof typeof reasons; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'pricing', Icon: TagPriceIcon },
  { key: 'process', Icon: RouteIcon },
  { key: 'support', Icon: TeamIcon },
];

/** The three reasons to choose us: transparent pricing, a straightforward process, team support. */
export function ReasonsGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <ul className="card-grid card-grid--three">
      {cards.map(({ key, Icon }) => (
        <li key={key}>
          <Card variation="elevated" className="reason-card">
            <span className="reason-card__icon">
              <Icon />
            </span>
            <Heading level={headingLevel} fontSize="large">
              {reasons[key].title}
            </Heading>
            <Text as="p">{reasons[key].body}</Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}
