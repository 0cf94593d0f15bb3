import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { ButtonLink } from '@/components/ui/router-links';
import { useProfile } from '@/api/get-profile';
import { useProfileForEditing } from '@/api/get-profile-for-editing';
import { ProfileFormSkeleton } from '@/features/account/components/profile-form-skeleton';
import { ProfileDetails } from './profile-details';

// The form (react-hook-form, the profile's schema, its fields) downloads when the owner chooses to edit, not with
// every visit of the account page.
const loadEditForm = () => import('./profile-edit-form');
const ProfileEditForm = lazy(() => loadEditForm().then((module) => ({ default: module.ProfileEditForm })));

const text = copy.accountPage;

/** The collapsible Profile Information card: the profile, or its edit form. */
export function ProfileInformation() {
  const [expanded, setExpanded] = useState(true);
  const [editing, setEditing] = useState(false);
  const panelId = useId();
  const profile = useProfile().data;

  return (
    <Card variation="elevated" className="page-card flow-card">
      <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
        <Heading level={2} fontSize="large">
          <button
            type="button"
            className="disclosure"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded(!expanded)}
          >
            <span className="disclosure__chevron" aria-hidden="true" />
            {text.profileTitle}
          </button>
        </Heading>
        {expanded && !editing && profile && (
          <Button
            size="small"
            onClick={() => {
              void loadEditForm();
              setEditing(true);
            }}
          >
            {text.editProfile}
          </Button>
        )}
      </Flex>
      <div id={panelId} hidden={!expanded} className="flow-page__body">
        <ProfileBody editing={editing} onDoneEditing={() => setEditing(false)} />
      </div>
    </Card>
  );
}

function ProfileBody({ editing, onDoneEditing }: { editing: boolean; onDoneEditing: () => void }) {
  const profileQuery = useProfile();
  const profile = profileQuery.data;
  if (profile === undefined) {
    if (!profileQuery.isError) return <ProfileFormSkeleton />;
    return <LoadError message={copy.profileForm.loadFailed} onRetry={() => void profileQuery.refetch()} />;
  }
  if (profile === null) {
    return (
      <Flex direction="column" gap="small" alignItems="flex-start">
        <Text>{text.noProfile}</Text>
        <ButtonLink to="/step1" variation="primary">
          {text.completeProfile}
        </ButtonLink>
      </Flex>
    );
  }
  return editing ? <EditProfile onDone={onDoneEditing} /> : <ProfileDetails profile={profile} />;
}

/** Loads the edit view (with the full ITIN) only while editing; the form's code started loading with the click. */
function EditProfile({ onDone }: { onDone: () => void }) {
  const editQuery = useProfileForEditing();
  if (editQuery.isError) {
    return <LoadError message={copy.profileForm.loadFailed} onRetry={() => void editQuery.refetch()} />;
  }
  if (!editQuery.data) return <ProfileFormSkeleton />;
  return (
    <Suspense fallback={<ProfileFormSkeleton />}>
      <ProfileEditForm profile={editQuery.data} onDone={onDone} />
    </Suspense>
  );
}
