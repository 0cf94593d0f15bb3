import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/use-auth';
import { amplifyAuth } from '@/lib/amplify';
import { getRuntimeConfig } from '@/lib/config';
import { connectRealtime } from '@/features/notifications/api/realtime';
import { applyRealtimeEvent } from '../utils/apply-realtime-event';

const currentIdToken = async () => (await (await amplifyAuth()).fetchAuthSession()).tokens?.idToken?.toString() ?? null;

/**
 * While signed in, listens to the realtime API and keeps the cached server state current; after a
 * reconnection every query is fetched again, since pushes sent while offline are lost.
 */
export function useRealtimeUpdates(): void {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const userId = session?.userId;
  const { wsUrl } = getRuntimeConfig();

  useEffect(() => {
    if (!userId || !wsUrl) return;
    return connectRealtime({
      url: wsUrl,
      token: currentIdToken,
      onMessage: (message) => void applyRealtimeEvent(queryClient, message),
      onReconnect: () => void queryClient.invalidateQueries(),
    });
  }, [userId, wsUrl, queryClient]);
}
