import { Card, Flex, Heading } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AlertIcon } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/router-links';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404: no route for', pathname);
  }, [pathname]);

  return (
    <div className="page-narrow">
      <Card variation="elevated" className="page-card">
        <Flex direction="column" alignItems="center" gap="large" textAlign="center">
          <span className="page-card__icon">
            <AlertIcon width={32} height={32} />
          </span>
          <Heading level={1} fontSize="xl">
            {copy.notFound.title}
          </Heading>
          <ButtonLink to="/" variation="primary">
            {copy.notFound.returnHome}
          </ButtonLink>
        </Flex>
      </Card>
    </div>
  );
}
