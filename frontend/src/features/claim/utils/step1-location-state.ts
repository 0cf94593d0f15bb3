/** Router state of the wizard's Back on its first step: the user has seen /step1's greeting already. */
export interface Step1LocationState {
  from: 'application';
}

export const cameFromApplication = (state: unknown): boolean =>
  (state as Partial<Step1LocationState> | null)?.from === 'application';
