import * as z from '../zod';

interface CleanedTextRules {
  max: number;
  clean: (text: string) => string;
  /** What a text over `max` is told (both limits); the default message otherwise. */
  tooLong?: Parameters<typeof z.maxLength>[1];
}

/**
 * A text cleaned before it is checked: past twice `max` it is refused unread (a request's cost does not grow with
 * what is sent), else cleaned by `clean`, then held to `max` characters and to `checks`.
 */
export const cleanedText = ({ max, clean, tooLong }: CleanedTextRules, ...checks: z.core.$ZodCheck<string>[]) =>
  z.pipe(
    z.pipe(z.string().check(z.maxLength(max * 2, tooLong)), z.transform(clean)),
    z.string().check(z.maxLength(max, tooLong), ...checks),
  );
