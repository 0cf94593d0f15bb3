import { Button, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import type { AdminUser } from '@taxback/shared/account/staff-schemas';
import { copy } from '@taxback/shared/copy';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@taxback/shared/i18n/format';
import { userName } from '@/lib/user-name';
import {
  useAccountClosures,
  useFinishAccountClosure,
  useRequestUserDataExport,
  useUserDataExport,
} from '../api/data-rights';

const text = copy.dataRights.staff;

/** A Users-tab cell: export a customer's data, then download it once the job has built it. */
export function UserExportCell({ user }: { user: AdminUser }) {
  const [asked, setAsked] = useState(false);
  const latest = useUserDataExport(user.userId, asked);
  const request = useRequestUserDataExport(user.userId);
  const current = asked ? latest.data : undefined;
  if (current?.status === 'ready' && current.url) {
    return (
      <Link href={current.url} download>
        {text.exportReady}
      </Link>
    );
  }
  if (current?.status === 'preparing') return <Text fontSize="small">{text.exportStarted}</Text>;
  return (
    <Button
      size="small"
      aria-label={text.exportLabel(userName(user) || user.email)}
      isLoading={request.isPending}
      onClick={() =>
        request.mutate(undefined, {
          onSuccess: () => setAsked(true),
          onError: (error) => toast.error(isApiError(error) ? error.message : copy.common.serverError),
        })
      }
    >
      {text.exportButton}
    </Button>
  );
}

/** The closing requests staff finish once the customer's claim is filed (hidden when there are none). */
export function AccountClosures() {
  const closures = useAccountClosures();
  const finish = useFinishAccountClosure();
  const items = closures.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="account-closures-title" className="admin-list">
      <Heading level={3} fontSize="medium" id="account-closures-title" marginBottom="small">
        {text.closuresTitle}
      </Heading>
      <ul className="plain-list admin-closures">
        {items.map((closure) => (
          <li key={closure.closureId}>
            <Flex gap="small" alignItems="center" wrap="wrap">
              <Text as="span" fontWeight="bold">
                {closure.displayName}
              </Text>
              <Text as="span" color="font.tertiary">
                {formatDate(closure.createdAt)}
              </Text>
              <Button
                size="small"
                colorTheme="error"
                aria-label={text.closeNowLabel(closure.displayName)}
                isLoading={finish.isPending && finish.variables === closure.closureId}
                onClick={() =>
                  finish.mutate(closure.closureId, {
                    onSuccess: () => toast.success(text.closed),
                    onError: (error) => toast.error(isApiError(error) ? error.message : copy.common.serverError),
                  })
                }
              >
                {text.closeNow}
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
