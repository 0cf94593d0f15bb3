import { VisuallyHidden } from '@aws-amplify/ui-react';

/**
 * Text that is being typed out: assistive technology reads the whole text at once, and the
 * typed part is only drawn. A caret blinks while typing.
 */
export function TypedText({ text, typed }: { text: string; typed: string }) {
  const typing = typed.length > 0 && typed.length < text.length;
  return (
    <>
      <VisuallyHidden>{text}</VisuallyHidden>
      <span aria-hidden="true" className={typing ? 'typed-text typed-text--typing' : 'typed-text'}>
        {typed || '\u00a0'}
      </span>
    </>
  );
}
