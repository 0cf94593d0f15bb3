import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@taxback/shared/i18n/format';
import { useStartRecount, useStatsRecount } from '../api/recount-stats';

const text = staffCopy.adminBackOffice.stats;

/** Recounts the figures from the stored records: after a change of what a figure counts, or a drift. */
export function RecountFigures() {
  const { data: recount } = useStatsRecount();
  const start = useStartRecount();
  const counting = recount?.status === 'counting';
  const state =
    recount?.status === 'counting'
      ? text.recounting
      : recount?.status === 'done' && recount.finishedAt
        ? text.recounted(formatDateTime(recount.finishedAt))
        : recount?.status === 'failed'
          ? text.recountFailed
          : null;
  return (
    <Flex justifyContent="flex-end" alignItems="center" gap="small" wrap="wrap">
      {state && (
        <Text as="span" fontSize="small" color="font.tertiary" role="status">
          {state}
        </Text>
      )}
      <Button
        size="small"
        variation="link"
        isDisabled={counting || start.isPending}
        onClick={() => start.mutate(undefined, { onError: () => toast.error(text.recountStartFailed) })}
      >
        {text.recount}
      </Button>
    </Flex>
  );
}
