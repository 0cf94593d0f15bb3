import { Flex, Grid, Placeholder } from '@aws-amplify/ui-react';
import { copy } from '@taxback/shared/copy';
import '@/components/profile-form.css';

const FIELD_COUNT = 10;

/** Stands in for the profile form while the stored profile loads. */
export function ProfileFormSkeleton() {
  return (
    <Grid className="profile-form__grid" role="status" aria-label={copy.common.loading}>
      {Array.from({ length: FIELD_COUNT }, (_, index) => (
        <Flex key={index} direction="column" gap="xs">
          <Placeholder size="small" width="40%" />
          <Placeholder size="large" />
        </Flex>
      ))}
    </Grid>
  );
}
