import { QueryClient } from '@tanstack/react-query';
import { staffCopy } from '@taxback/shared/copy-staff';
import type { Notification } from '@taxback/shared/notifications/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { notificationListQueryKey } from '@/api/query-keys';
import { applyRealtimeEvent } from '@/features/notifications/utils/apply-realtime-event';

vi.mock('@/components/ui/toast', () => ({ toast: { info: vi.fn() } }));

const notificationOf = (userId: string) => ({ notificationId: `n-${userId}`, userId }) as unknown as Notification;

/** A cache holding the active notifications of two people, and a spy on its refreshes. */
function cacheWithNotifications() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(notificationListQueryKey('active'), [notificationOf('lucie'), notificationOf('marc')]);
  const refreshed = vi.spyOn(queryClient, 'invalidateQueries');
  return { queryClient, refreshed };
}

describe('a staff tab told that a person was deleted', () => {
  afterEach(() => {
    vi.doUnmock('@taxback/shared/copy-staff');
    vi.clearAllMocks();
  });

  it('drops their notifications, refreshes the lists and says so', async () => {
    const { queryClient, refreshed } = cacheWithNotifications();
    await applyRealtimeEvent(queryClient, { type: 'user.deleted', userId: 'lucie' });
    expect(queryClient.getQueryData(notificationListQueryKey('active'))).toEqual([notificationOf('marc')]);
    expect(refreshed).toHaveBeenCalled();
    await vi.waitFor(() => expect(toast.info).toHaveBeenCalledWith(staffCopy.adminNotifications.userDeleted));
  });

  it('still refreshes the lists when the staff words cannot be loaded, and only the toast is lost', async () => {
    vi.doMock('@taxback/shared/copy-staff', () => {
      throw new Error('The chunk is gone');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queryClient, refreshed } = cacheWithNotifications();
    await applyRealtimeEvent(queryClient, { type: 'user.deleted', userId: 'lucie' });
    expect(refreshed).toHaveBeenCalled();
    expect(queryClient.getQueryData(notificationListQueryKey('active'))).toEqual([notificationOf('marc')]);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Could not load the staff words', expect.any(Error)));
    expect(toast.info).not.toHaveBeenCalled();
  });
});
