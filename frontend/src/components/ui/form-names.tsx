import type { ReactNode } from 'react';
import './form-names.css';

/** "Form W-7", "1042-S", "formulaire 1040-NR": a form's number, with the word before it when there is one. */
const FORM_NAME = /(?:\b(?:[Ff]orms?|[Ff]ormulaires?)\s)?\b(?:W-\d+[A-Z]*|\d{4}-[A-Z]{1,2})(?![\w-])/g;

/**
 * A text whose form names never break at their hyphen or space: a narrow line otherwise ends in "(Form W-" and
 * starts the next with "7)". The text itself is unchanged, for copying and for screen readers.
 */
export function FormNames({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(FORM_NAME)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="form-name">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
