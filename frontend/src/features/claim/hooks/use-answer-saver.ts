import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationAnswers, ApplicationView } from '@taxback/shared/claim/schemas';
import { copy } from '@taxback/shared/copy';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useUserId } from '@/lib/use-user-id';
import { currentApplicationQueryKey } from '@/api/get-current-application';
import { saveAnswers } from '@/features/claim/api/save-answers';
import { isApiError } from '@/lib/api-client';

/** Drops the answers a finished save sent, unless the user changed them again meanwhile. */
function withoutSent(unsaved: ApplicationAnswers, sent: ApplicationAnswers): ApplicationAnswers {
  const rest: Record<string, unknown> = { ...unsaved };
  for (const [key, value] of Object.entries(sent)) {
    if (rest[key] === value) delete rest[key];
  }
  return rest as ApplicationAnswers;
}

/**
 * Saves each answer as it changes. Saves run one at a time, each against the version the previous
 * one returned; answers changed while one runs are sent together in the next. Until the server has
 * them, `unsaved` holds them so the wizard shows what the user chose; a failed save is dropped
 * (the answer shows its stored value again) and the user is told.
 */
export function useAnswerSaver() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  const [unsaved, setUnsaved] = useState<ApplicationAnswers>({});
  const queued = useRef<ApplicationAnswers>({});
  const running = useRef<Promise<boolean> | null>(null);

  const sendQueued = useCallback(async (): Promise<boolean> => {
    const key = currentApplicationQueryKey(userId);
    let allSaved = true;
    while (Object.keys(queued.current).length > 0) {
      const batch = queued.current;
      queued.current = {};
      try {
        const stored = queryClient.getQueryData<ApplicationView | null>(key) ?? null;
        queryClient.setQueryData(key, await saveAnswers(stored, batch));
      } catch (error) {
        allSaved = false;
        console.error('Saving the application failed', error);
        // A refusal says why (a form of a year no longer claimed, say); anything else asks to try again.
        toast.error(copy.application.saveFailedTitle, {
          id: 'application-save-failed',
          description: isApiError(error) && error.status === 400 ? error.message : copy.application.saveFailed,
        });
      }
      setUnsaved((current) => withoutSent(current, batch));
    }
    return allSaved;
  }, [queryClient, userId]);

  const save = useCallback(
    (changes: ApplicationAnswers) => {
      queued.current = { ...queued.current, ...changes };
      setUnsaved((current) => ({ ...current, ...changes }));
      running.current ??= sendQueued().finally(() => {
        running.current = null;
      });
    },
    [sendQueued],
  );

  /** Resolves once every answer given so far is saved: true when all saves succeeded. */
  const settled = useCallback(() => running.current ?? Promise.resolve(true), []);

  return { unsaved, save, settled };
}
