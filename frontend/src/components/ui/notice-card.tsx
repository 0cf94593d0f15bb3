import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

interface NoticeCardProps {
  title: string;
  /** The page's own heading (level 1), or a section of a page (level 2). */
  level: 1 | 2;
  body: string;
  /** The links or buttons that lead on. */
  children: ReactNode;
}

/** A card that tells the customer where a page stands and where to go from it. */
export function NoticeCard({ title, level, body, children }: NoticeCardProps) {
  return (
    <Card variation="elevated" className="page-card flow-card">
      <Flex direction="column" gap="small" alignItems="flex-start">
        <Heading level={level} fontSize={level === 1 ? 'xl' : 'large'}>
          {title}
        </Heading>
        <Text>{body}</Text>
        <Flex gap="small" wrap="wrap">
          {children}
        </Flex>
      </Flex>
    </Card>
  );
}
