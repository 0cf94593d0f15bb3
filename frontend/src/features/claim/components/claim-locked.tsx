import type { ApplicationView } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { NoticeCard } from '@/components/ui/notice-card';
import { ButtonLink } from '@/components/ui/router-links';
import { claimPaths } from '@taxback/shared/claim/claim-paths';

/** A claim whose state no longer lets the customer change its answers: where to follow it instead. */
export function ClaimLocked({ application }: { application: ApplicationView }) {
  const text = copy.wizard.locked;
  return (
    <NoticeCard title={text.title} level={1} body={text.body}>
      <ButtonLink variation="primary" to={claimPaths.status(application.applicationId)}>
        {text.viewStatus}
      </ButtonLink>
      <ButtonLink to="/account">{text.account}</ButtonLink>
    </NoticeCard>
  );
}
