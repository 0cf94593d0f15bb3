import type { Form1042sEntry } from '@taxback/shared/application/schemas';
import { useCurrentApplication } from '@/api/get-current-application';
import { useAnswerSaver } from '@/hooks/use-answer-saver';

/**
 * The figures the refund estimate is computed from: one entry per uploaded Form 1042-S and the losses
 * of each claimed year. They are saved as application answers; each save resolves true once stored.
 */
export function useClaimFigures() {
  /** Undefined while loading, null when the customer has not started an application. */
  const application = useCurrentApplication().data;
  const { unsaved, save, settled } = useAnswerSaver();
  const entries = unsaved.form1042sEntries ?? application?.form1042sEntries ?? [];
  const lossesByYear = unsaved.lossesByYear ?? application?.lossesByYear ?? {};

  return {
    application,
    taxYears: application?.taxYears ?? [],
    lossesByYear,
    entryOf: (documentId: string) => entries.find((entry) => entry.documentId === documentId),
    saveEntry: (entry: Form1042sEntry) => {
      save({ form1042sEntries: [...entries.filter((item) => item.id !== entry.id), entry] });
      return settled();
    },
    saveLosses: (losses: Record<string, number>) => {
      save({ lossesByYear: losses });
      return settled();
    },
  };
}
