import * as z from '../zod';

/**
 * A text cleaned before it is checked: past twice `max` it is refused unread (a request's cost does not grow with
 * what is sent), else cleaned by `clean`, then held to `max` characters and to `checks`.
 */
export const cleanedText = (max: number, clean: (text: string) => string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.pipe(
    z.pipe(z.string().check(z.maxLength(max * 2)), z.transform(clean)),
    z.string().check(z.maxLength(max), ...checks),
  );
