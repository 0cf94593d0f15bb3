import { Heading, Placeholder, Text } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { LoadError } from '@/components/ui/load-error';
import { useSeasonView } from '@/features/back-office/staff/api/get-season-view';
import {
  DeadlinesList,
  MoneyChart,
  RetrievalFunnel,
  StageChart,
} from '@/features/back-office/staff/components/season-figures';
import '@/features/back-office/staff/components/admin-season.css';

const text = staffCopy.adminSeason;

/** The season at a glance: where claims wait, the money, the lost forms, the deadlines near. */
export function AdminSeasonPage() {
  const season = useSeasonView();
  return (
    <div className="container admin-season">
      <div>
        <Heading level={1} fontSize="xxl">
          {staffCopy.staffLayout.sections.season}
        </Heading>
        <Text color="font.secondary">{text.intro}</Text>
      </div>
      {season.isError ? (
        <LoadError message={text.failed} onRetry={() => void season.refetch()} />
      ) : !season.data ? (
        <div aria-busy="true" aria-label={text.loading}>
          <Placeholder size="large" />
        </div>
      ) : (
        <div className="admin-season__grid">
          <div className="admin-season__wide">
            <StageChart view={season.data} />
          </div>
          <div className="admin-season__wide">
            <MoneyChart view={season.data} />
          </div>
          <RetrievalFunnel view={season.data} />
          <DeadlinesList view={season.data} />
        </div>
      )}
    </div>
  );
}
