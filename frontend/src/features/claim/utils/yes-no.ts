export type YesNo = 'yes' | 'no';

/** A yes/no answer as a radio value: null while unanswered. */
export const toYesNo = (value: boolean | null): YesNo | null => (value === null ? null : value ? 'yes' : 'no');

/** The two choices of a yes/no question, in that order. */
export const yesNoChoices = (yes: string, no: string) =>
  [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ] as const;
