import type { Form1042sEntry } from '@taxback/shared/claim/schemas';
import { useCurrentApplication } from '@/api/get-current-application';
import { useAnswerSaver } from '@/features/claim/hooks/use-answer-saver';

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
    /**
     * The figures of an uploaded form. Figures typed in the wizard before their file was uploaded have none: the
     * n-th form file without figures shows the n-th of them, and saving links the two (one form, counted once).
     */
    entryOf: (documentId: string, formDocumentIds: readonly string[]): Form1042sEntry | undefined => {
      const linked = entries.find((entry) => entry.documentId === documentId);
      if (linked) return linked;
      const filesWithout = formDocumentIds.filter((id) => !entries.some((entry) => entry.documentId === id));
      const typedWithout = entries.filter((entry) => !entry.documentId && !entry.missingFormId);
      const typed = typedWithout[filesWithout.indexOf(documentId)];
      return typed && { ...typed, documentId };
    },
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
