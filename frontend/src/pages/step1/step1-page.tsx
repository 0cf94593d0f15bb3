import { Card, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { useLocation } from 'react-router-dom';
import { FlowNav } from '@/components/ui/flow-nav';
import { LoadError } from '@/components/ui/load-error';
import { TypedText } from '@/components/ui/typed-text';
import { useProfile } from '@/api/get-profile';
import { ProfileFormSkeleton } from '@/features/account/components/profile-form-skeleton';
import { Step1Form } from '@/features/account/components/step1-form';
import { cameFromApplication } from '@/features/claim/utils/step1-location-state';
import { useTypedReveal } from '@/hooks/use-typed-reveal';
import '@/styles/flow.css';

const { step1 } = copy;
const LINES = [step1.title, step1.subtitle] as const;

export function Step1Page() {
  const location = useLocation();
  const { typed, revealed } = useTypedReveal(LINES, !cameFromApplication(location.state));
  const profileQuery = useProfile();

  return (
    <div className="flow-page">
      <FlowNav />
      <Card variation="elevated" className="page-card flow-card">
        <header>
          <Heading level={1} className="flow-page__title">
            <TypedText text={step1.title} typed={typed[0] ?? ''} />
          </Heading>
          <Text as="p" className="flow-page__subtitle">
            <TypedText text={step1.subtitle} typed={typed[1] ?? ''} />
          </Text>
        </header>
        <div className="flow-page__body">
          {profileQuery.isError ? (
            <LoadError message={copy.profileForm.loadFailed} onRetry={() => void profileQuery.refetch()} />
          ) : revealed && profileQuery.isSuccess ? (
            <div className="reveal">
              <Step1Form profile={profileQuery.data} />
            </div>
          ) : (
            <ProfileFormSkeleton />
          )}
        </div>
      </Card>
    </div>
  );
}
