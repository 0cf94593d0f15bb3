import type { ChangeEvent } from 'react';

/** Upper-cases an input's value as it is typed, keeping the caret where it was. */
export function upperCaseInput(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}
